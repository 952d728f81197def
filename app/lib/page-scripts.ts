// The inline scripts the build writes into every public page (app/root.tsx), as their text: a page
// that React does not hydrate runs these and nothing else, so the server's policy for the pages it
// keeps (server/http/published-pages.ts) lists their hashes, known from the build, rather than
// whatever inline script a rendered page holds.
import frauncesFont from "~/assets/fonts/fraunces-text.woff2?url";
import { disclosureScript } from "~/components/layout/useDisclosure";
import { brandFontScript } from "~/lib/brand-font";
import { campaignScript } from "~/lib/campaign";

export { frauncesFont };

/** Whether headings are set in the brand face (app/lib/brand-font.ts), before the stylesheet applies. */
export const brandFontPageScript = brandFontScript(frauncesFont);

/**
 * Chromium prerenders a same-origin page the moment a visitor shows intent (hovers a link or
 * presses on it), so the next page opens at once; other browsers load it normally, from the
 * precompressed, revalidated files. Feeds and the sitemap are not pages to show.
 */
export const speculationRules = JSON.stringify({
  prerender: [{ where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/*.xml" } }] }, eagerness: "moderate" }],
});

/** The id of a page's head script where React does not run it (app/root.tsx). */
export const KEPT_PAGE_SCRIPT_ID = "page-script";

/**
 * The head's scripts of a page React does not run, as one: whether headings are set in the brand
 * face, the menus' closing, the campaign's note. One element, and one hash in the policy of the
 * pages the server keeps, whose header shares the page's first round trip. (The pages React runs
 * carry the first two on their own, and note the campaign with React; the office's a nonce.)
 */
export const keptPageScript = [brandFontPageScript, disclosureScript, campaignScript].join(";");

/** Every public page's inline scripts that React does not run. */
export const everyPageScripts = [keptPageScript, speculationRules];
