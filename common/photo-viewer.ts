// A project page's photos: each in its own shape, and a full-screen view of them one by one
// (app/components/portfolio/ProjectArticle.tsx). The view needs no script: a photo is a link to its
// full-screen slide (`#photo-3-full`), which `:target` shows over the page; the slides are a row
// that snaps, so a finger swipes from one to the next; each has Previous, Next and Close links, and
// the browser's Back closes it too. The script below adds Escape, the arrow keys and focus.
//
// The styles are the page's own (a <style> React puts in the head), not utilities in the site's
// stylesheet, which every hydrating page carries inline. The server knows their text, so that a
// page React draws in place after another (the portfolio's cards link here) may add them
// (server/http/static-files.ts allows them by hash).

/** The page's ids: a photo on the page, and its full-screen slide. */
export const photoId = (index: number) => `photo-${index + 1}`;
export const slideId = (index: number) => `photo-${index + 1}-full`;

export const PHOTO_VIEWER_STYLE_HREF = "photo-viewer";
/** The id of the viewer's inline script (a project page's only script besides every page's). */
export const PHOTO_VIEWER_SCRIPT_ID = "photo-viewer-script";

/**
 * The cover photo is kept within 85 % of the screen's height by capping its width: its box then has
 * a definite width, and the photo's width and height attributes give its height before the file
 * arrives, so nothing below it moves as it loads (a width and height both left to the file's own
 * size would leave it no height until then). The cap is the screen's height times one of these
 * shapes (width ÷ height), the widest no wider than the photo's own, so that any photo stands at
 * most 85 % of the screen high, and a tall one at least about 70 %.
 */
const COVER_SHAPES = [
  0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.5625, 0.625, 0.6667, 0.75, 0.8, 0.875, 0.9375, 1, 1.25, 1.3333, 1.5,
];

/** The class that caps a cover photo of this size at 85 % of the screen's height. */
export function coverShapeClass(width: number, height: number): string {
  const shape = width / height;
  const index = COVER_SHAPES.findLastIndex((cap) => cap <= shape);
  return `pv-shape-${Math.max(index, 0)}`;
}

// Unlayered, so they come before the site's utilities (in Tailwind's layers) whatever their order.
export const photoViewerStyles = `.pv-open{display:block;cursor:zoom-in;scroll-margin-top:6rem;border-radius:1rem}
.pv-open:focus-visible{outline:3px solid #b08d57;outline-offset:3px}
.pv-cover img{display:block;width:100%;height:auto;margin-inline:auto}
${COVER_SHAPES.map((shape, index) => `.pv-shape-${index}{max-width:calc(85vh*${shape})}`).join("\n")}
.pv-grid{align-items:start}
.pv-grid img{display:block;width:100%;height:auto}
.pv{display:none}
.pv:has(:target){display:block;position:fixed;inset:0;z-index:100;background:#111;color:#faf8f4}
html:has(.pv :target){overflow:hidden}
.pv-track{display:flex;height:100%;margin:0;padding:0;list-style:none;overflow-x:auto;overscroll-behavior:contain;scroll-snap-type:x mandatory;scrollbar-width:none}
.pv-track:focus-visible{outline:3px solid #b08d57;outline-offset:-3px}
.pv-slide{position:relative;flex:0 0 100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;padding:4rem .5rem 1rem;scroll-snap-align:center;scroll-snap-stop:always}
.pv-slide img{display:block;width:auto;height:auto;max-width:100%;max-height:calc(100dvh - 9rem);object-fit:contain}
.pv-bar{display:flex;align-items:center;justify-content:center;gap:1rem;min-height:3rem}
.pv-bar a,.pv-close{display:inline-flex;align-items:center;justify-content:center;gap:.25rem;min-width:3rem;min-height:3rem;padding:0 .75rem;border-radius:9999px;background:#faf8f4;color:#1d2422;font-weight:600}
.pv-bar span{min-width:4.5rem;text-align:center}
.pv-close{position:absolute;top:.75rem;right:.75rem}
.pv-bar a:focus-visible,.pv-close:focus-visible{outline:3px solid #b08d57;outline-offset:2px}`;

/**
 * What a script adds to the view: Escape closes it (as its Close link does, back to the photo on
 * the page), the arrow keys move one photo, and focus goes into the view as it opens (so the keys
 * and a screen reader are there) and back to the photo as it closes. Installed once per document;
 * its listeners sit on the window and find the view on each key, so they serve every project page
 * React draws in place after the first. Written self-contained: its text is the page's inline script.
 */
export function installPhotoViewer() {
  const installed = window as Window & { photoViewerInstalled?: boolean };
  if (installed.photoViewerInstalled) return;
  installed.photoViewerInstalled = true;
  const openTrack = () => {
    const track = document.querySelector("[data-photo-track]");
    return track instanceof HTMLElement && track.querySelector(":target") ? track : undefined;
  };
  // The slide in view; while the keys' last move is still under way, the one it goes to.
  const at = (track: HTMLElement) =>
    track.dataset.photoAt
      ? Number(track.dataset.photoAt)
      : Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));
  const focusTarget = () => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const track = openTrack();
    if (track) track.focus({ preventScroll: true });
    else if (target?.matches("[data-photo-open]")) target.focus({ preventScroll: true });
  };
  addEventListener("hashchange", focusTarget);
  addEventListener("keydown", (event) => {
    const track = openTrack();
    if (!track || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    if (event.key === "Escape") {
      event.preventDefault();
      track.children[at(track)]?.querySelector<HTMLAnchorElement>("[data-photo-close]")?.click();
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      const step = event.key === "ArrowLeft" ? -1 : 1;
      const to = Math.min(Math.max(at(track) + step, 0), track.children.length - 1);
      track.dataset.photoAt = String(to);
      track.scrollTo({ left: to * track.clientWidth, behavior: still ? "instant" : "smooth" });
      // Once there (or, where no scrollend event comes, soon after), what is in view counts again.
      const arrived = () => to === Number(track.dataset.photoAt) && delete track.dataset.photoAt;
      track.addEventListener("scrollend", arrived, { once: true });
      setTimeout(arrived, 1000);
    }
  });
  focusTarget();
}

/** The page's inline script: the function above, run as the page is read. */
export const photoViewerScript = `(${installPhotoViewer.toString()})()`;
