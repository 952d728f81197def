import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages.server";

export default {
  ssr: true,
  // Every content page is rendered to static HTML at build. The form pages (/contact,
  // /consultation) stay server-rendered per request, and so does any unknown path (404).
  prerender: () => prerenderedPaths(),
  // The pages React runs get every route up front (the manifest module holds them all anyway):
  // lazy discovery would look for links on hydration and fetch /__manifest for them, work and a
  // request in the middle of the page's start-up.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
