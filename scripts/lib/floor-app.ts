// The third floor page's script: a bare React Router 8 app, bundled from the installed packages
// when the audit starts (production React, minified, as the site's build is). It hydrates the
// floor's hero text through a one-route data router, the least any page that hydrates with
// React and React Router does. Its blocking time, measured in the same run, is what this
// machine charges for the framework alone; the site's hydrating pages are judged on what they
// block beyond it (scripts/budgets.ts).
import { build, type Rolldown } from "vite";

/** The app's source: one route drawing the heading and paragraph the server sent. */
const appSource = (heading: string, intro: string) => `
import { createElement, Fragment, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";

function Hero() {
  return createElement(Fragment, null,
    createElement("h1", null, ${JSON.stringify(heading)}),
    createElement("p", null, ${JSON.stringify(intro)}));
}

const router = createBrowserRouter([{ path: "*", Component: Hero }]);
startTransition(() => {
  hydrateRoot(document.getElementById("app"), createElement(RouterProvider, { router }));
});
`;

/** Bundles the floor app into one minified ES module (its text). */
export async function bundleFloorApp(heading: string, intro: string): Promise<string> {
  const entry = "\0floor-app";
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [
      {
        name: "floor-app",
        resolveId: (id) => (id === "floor-app" ? entry : undefined),
        load: (id) => (id === entry ? appSource(heading, intro) : undefined),
      },
    ],
    build: { write: false, minify: true, rolldownOptions: { input: "floor-app" } },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((file) => file.type === "chunk");
  if (chunks.length !== 1) throw new Error(`the floor app bundled into ${chunks.length} chunks, not one`);
  return chunks[0]!.code;
}
