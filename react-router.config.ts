import type { Config } from "@react-router/dev/config";

export default {
  // Nothing is prerendered at build: every page and file carries the running server's SITE_URL, so
  // each is made from the database's content and kept in memory until it changes
  // (server/http/published-pages.ts), made once as the server starts (robots.txt), or rendered per
  // request (the form pages, any unknown path).
  ssr: true,
  // The pages React runs get every route up front (the manifest module holds them all anyway):
  // lazy discovery would look for links on hydration and fetch /__manifest for them, work and a
  // request in the middle of the page's start-up.
  routeDiscovery: { mode: "initial" },
  // Each route's code in one file: split, every route with a clientAction (the office's forms
  // keep the page when the connection drops) names a second file in that manifest, which the
  // home page loads, for code no visitor's page runs before its route module anyway.
  splitRouteModules: false,
} satisfies Config;
