/**
 * The id of the <style> element that carries the site's stylesheet in every page. In the
 * prerendered pages that run no script, the build (scripts/prune-css.ts) cuts it down to the
 * page's own rules and marks it `data-page-only`.
 */
export const SITE_STYLES_ID = "site-styles";
export const PAGE_ONLY_ATTRIBUTE = "data-page-only";
