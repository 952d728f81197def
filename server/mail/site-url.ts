// The site's public origin every link in mail starts with (a booking's manage page, the newsletter's
// confirm and unsubscribe links, a lead in the office, the site's own pages): the running server's
// SITE_URL, set once from its configuration when the services start (server/services.ts), and in the
// render thread when it starts (render-worker.ts). Until then, in the owner's terminal tools, the default.
import { DEFAULT_SITE_URL } from "../../common/site.ts";

let origin = DEFAULT_SITE_URL;

/** The origin mail links to now. */
export const siteUrl = () => origin;
export function setSiteUrl(url: string) {
  origin = url;
}

/** The absolute address of a path on the site, for mail. */
export const siteLink = (path: string) => new URL(path, origin).href;
