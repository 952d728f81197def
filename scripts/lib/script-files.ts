// Scripts that pages without React run, as files of their own: each is the text of a function the
// app also calls itself (the carousel's buttons: app/components/ui/carousel-script.ts), minified
// and written to build/client/assets under a name hashed from it, so the browser keeps it a year
// and the pages that load it share one copy; a page fetches it once it has loaded (its inline
// line: app/lib/script-files.ts). Carried inline, the carousel's script was 1.2 KB of brotli in
// each page, whose first paint waits for the whole HTML.
//
// The pages learn each file's path from `import paths from "virtual:script-files"`; the
// development server answers those paths itself.
import { createHash } from "node:crypto";
import { minifySync } from "rolldown/utils";
import type { Plugin } from "vite";

const MODULE_ID = "virtual:script-files";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** `scripts`: each file's name (its path starts with it) and its source. */
export function scriptFiles(scripts: Record<string, string>): Plugin {
  const files = Object.entries(scripts).map(([name, source]) => {
    const { code, errors } = minifySync(`${name}.js`, source);
    if (errors.length) throw new Error(`${name}: ${errors.map((error) => error.message).join("; ")}`);
    const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
    return { name, code, path: `/assets/${name}-${hash}.js` };
  });
  return {
    name: "saltbox:script-files",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      return `export default ${JSON.stringify(Object.fromEntries(files.map(({ name, path }) => [name, path])))};`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { path, code } of files) this.emitFile({ type: "asset", fileName: path.slice(1), source: code });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.find(({ path }) => path === request.url);
        if (!file) return next();
        response.setHeader("Content-Type", "text/javascript; charset=utf-8");
        response.end(file.code);
      });
    },
  };
}
