// server/ holds the Node side: settings, the database, mail, secrets. React Router already
// refuses a `*.server.ts` module in a browser bundle; this plugin gives server/ the same rule, so a
// route that reaches it from a component (rather than from its loader, action or its own
// `*.server.ts` helper) stops the build instead of shipping server code to every visitor.
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const root = fileURLToPath(new URL("../../", import.meta.url));
const serverDir = fileURLToPath(new URL("../../server/", import.meta.url));

export function serverStaysOnServer(): Plugin {
  return {
    name: "saltbox:server-stays-on-server",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      const file = id.split("?")[0]!;
      if (file.startsWith(serverDir))
        this.error(
          `${relative(root, file)} is server code and must not reach the browser bundle: ` +
            "import it only in a loader, an action or a *.server.ts helper.",
        );
    },
  };
}
