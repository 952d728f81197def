/**
 * The id of the <link rel="icon"> every page carries, its drawing (app/assets/favicon.svg)
 * inline as a data: URL. The build also writes the drawing as /apple-touch-icon.png
 * (scripts/touch-icon.ts).
 */
export const SITE_ICON_ID = "site-icon";
