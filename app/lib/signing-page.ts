// What the client's signing pages (an estimate, a change order) declare alike to React Router.
import { site } from "#common/site.ts";
import estimateStyles from "~/estimate.css?url";
import type { RouteHandle } from "./hydration";
import { answerOrLost } from "./office-save";

/** React runs here for the signature pad alone; every form works as a plain post without it. */
export const signingHandle: RouteHandle = { hydrate: true };

/** What a signing page's post that got no answer says, where the refusal of a post would be. */
const signingNotSent: { errors: Record<string, string>; message: string; typed: Record<string, string> } = {
  errors: {},
  message:
    "The connection failed before we received this, so nothing was signed or sent. What you filled in is still here: press the button again once you are back online.",
  typed: {},
};

/**
 * With JavaScript a post goes through React Router, which would show its error screen when the
 * network fails on the way, and the client would lose the page, the typed name and the drawing.
 * Here it answers like a refused post instead (the office's forms do the same, lib/office-save.ts).
 */
export const signingPostOrLost = <Answer>(serverAction: () => Promise<Answer>) =>
  answerOrLost(serverAction, signingNotSent);

/** The page's own rules (app/estimate.css), after the site's stylesheet. */
export const signingLinks = () => [{ rel: "stylesheet", href: estimateStyles }];

/** The page's title; never indexed (its server says so too). */
export const signingMeta = (title: string) => () => [
  { title: `${title} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];
