// What the client's signing pages (an estimate, a change order) declare alike to React Router.
import { site } from "#common/site.ts";
import estimateStyles from "~/estimate.css?url";
import type { RouteHandle } from "./hydration";

/** React runs here for the signature pad alone; every form works as a plain post without it. */
export const signingHandle: RouteHandle = { hydrate: true };

/** The page's own rules (app/estimate.css), after the site's stylesheet. */
export const signingLinks = () => [{ rel: "stylesheet", href: estimateStyles }];

/** The page's title; never indexed (its server says so too). */
export const signingMeta = (title: string) => () => [
  { title: `${title} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];
