import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
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
export const FONT_DELAY_MS = 1000;

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
  // The loaded face joins the document's fonts too: a later page rendered in this document (a
  // link followed on a hydrated page) then finds it ready, where the "optional" @font-face, asked
  // for only then, would miss its first frames and keep the fallback for good.
  const fetchFont = `new FontFace("Fraunces Variable",${JSON.stringify(`url(${fontUrl})`)},{weight:"400 600"}).load().then(f=>{document.fonts.add(f);sessionStorage.setItem(${key},${url})},()=>{})`;
  return `try{if(sessionStorage.getItem(${key})===${url})document.documentElement.classList.add(${JSON.stringify(BRAND_FONT_CLASS)});else ${afterFirstPaint(`setTimeout(()=>(window.requestIdleCallback||setTimeout)(()=>{${fetchFont}}),${FONT_DELAY_MS})`)}}catch{}`;
}

/**
 * The inline script above runs only when a document loads. A page that React renders in the
 * browser (a link followed from a hydrated page such as home) gets no new document, so the class
 * is set here, before that page paints, once this visit has the font: otherwise the same page read
 * in the fallback when reached by a link and in Fraunces when loaded afresh. The page the document
 * loaded with keeps the inline script's choice: on a slow connection its scripts can arrive after
 * the font was fetched, and switching its headings' face as it hydrates would move the page, and a
 * button about to be tapped, under the reader.
 */
export function useBrandFontOnEveryPage(fontUrl: string) {
  const { key } = useLocation();
  const loadedPage = useRef(key);
  useLayoutEffect(() => {
    if (key === loadedPage.current) return;
    try {
      if (sessionStorage.getItem(CACHED_KEY) === fontUrl) document.documentElement.classList.add(BRAND_FONT_CLASS);
    } catch {
      // Storage off: the fallback stays, as it does for a page loaded afresh.
    }
  }, [key, fontUrl]);
}
