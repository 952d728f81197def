// What a script adds to the home page's hero: the looping background film over the poster. The
// page runs no React (its counters are CSS, its carousel has its own small script), so this is
// its inline script, whose text the server knows (app/server-entry.ts): the kept page's policy
// allows it by hash.

/** The id of the hero film's inline script. */
export const HERO_VIDEO_SCRIPT_ID = "hero-video-script";

/**
 * Starts the film once the page has loaded, in a task of its own (loading a media element is a
 * few milliseconds of work), never for visitors who prefer reduced motion or save data: they keep
 * the poster. The film fades in over the poster once it plays (`data-playing`). Written
 * self-contained: its text is the page's inline script.
 */
export function startHeroVideo() {
  const video = document.querySelector<HTMLVideoElement>("video[data-hero-video]");
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!video || saveData || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  video.addEventListener("playing", () => video.setAttribute("data-playing", ""), { once: true });
  const start = () =>
    setTimeout(() => {
      video.preload = "auto";
      video.load();
      video.play().catch(() => {});
    });
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

/** The page's inline script: the function above, run as the page is read. */
export const heroVideoScript = `(${startHeroVideo.toString()})()`;
