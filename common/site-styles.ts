/**
 * The id of the <style> element that carries the site's stylesheet in every page. In the content
 * pages that run no script, and the public pages React runs that are rendered per request (the form
 * pages), the server (server/http/critical-css.ts) cuts it down to the page's own rules and marks
 * it `data-page-only`; on the latter the whole stylesheet is linked before React starts
 * (app/components/layout/HydrationScripts.tsx).
 */
export const SITE_STYLES_ID = "site-styles";
export const PAGE_ONLY_ATTRIBUTE = "data-page-only";
