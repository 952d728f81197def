import type { Config } from "@react-router/dev/config";
import { resourcePaths } from "./app/content/pages";

export default {
  ssr: true,
  // Only the files that never change are made at build (robots.txt): every page is made from the
  // database's content, kept in memory until it changes (server/http/published-pages.ts), or
  // rendered per request (the form pages, any unknown path).
  prerender: () => resourcePaths,
  // The pages React runs get every route up front (the manifest module holds them all anyway):
  // lazy discovery would look for links on hydration and fetch /__manifest for them, work and a
  // request in the middle of the page's start-up.
  routeDiscovery: { mode: "initial" },
  // Each route's code in one file: split, every route with a clientAction (the office's forms
  // keep the page when the connection drops) names a second file in that manifest, which the
  // home page loads, for code no visitor's page runs before its route module anyway.
  splitRouteModules: false,
} satisfies Config;
