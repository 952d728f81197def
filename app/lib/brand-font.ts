import { afterFirstPaint } from "~/lib/after-paint";

export const BRAND_FONT_SCRIPT_ID = "brand-font-script";
/** The class on <html> that sets headings in the brand face (app/app.css). */
export const BRAND_FONT_CLASS = "brand-font";
/** sessionStorage key: the URL of the brand font once this visit has put it in the cache. */
const CACHED_KEY = "brand-font";

/**
 * How long after the first paint the font is fetched: past the largest paint, which can follow
 * the first by a few frames, and past the hydrating pages' own scripts.
 */
const FONT_DELAY_MS = 1000;

/**
 * The inline script, at the top of every page, that decides whether headings use the brand face
 * (Fraunces) or the serif fallback. The first page of a visit paints in the fallback and fetches
 * the font a second after its first paint, when idle, so the font never shares a phone's connection
 * with the page, its picture or the first paint. Once fetched, the font's hashed URL is noted in
 * sessionStorage (a new font is fetched afresh), and every later page of the visit sets the
 * class at once: the "optional" @font-face reads the font from the cache before the first paint.
 * Session, not local, storage: a browser keeps local storage long after it has dropped the font
 * from its cache, and a page that asks for an uncached font fetches it at the highest priority,
 * ahead of the first paint. With storage off, the fallback stays.
 */
export function brandFontScript(fontUrl: string): string {
  const url = JSON.stringify(fontUrl);
  const key = JSON.stringify(CACHED_KEY);
  const fetchFont = `new FontFace("Fraunces Variable",${JSON.stringify(`url(${fontUrl})`)}).load().then(()=>sessionStorage.setItem(${key},${url}),()=>{})`;
  return `try{if(sessionStorage.getItem(${key})===${url})document.documentElement.classList.add(${JSON.stringify(BRAND_FONT_CLASS)});else ${afterFirstPaint(`setTimeout(()=>(window.requestIdleCallback||setTimeout)(()=>{${fetchFont}}),${FONT_DELAY_MS})`)}}catch{}`;
}
