// What a script adds to the home page's hero: the looping background film over the poster. The
// page runs no React (its counters are CSS, its carousel has its own small script), so this is
// its inline script, whose text the server knows (app/server-entry.ts): the kept page's policy
// allows it by hash.
import { afterFirstPaint } from "~/lib/after-paint";

/** The id of the hero film's inline script. */
export const HERO_VIDEO_SCRIPT_ID = "hero-video-script";

/**
 * Starts the film (the page's inline script runs this once the page has loaded and painted,
 * below), never for visitors who prefer reduced motion or save data: they keep the poster. The
 * film fades in over the poster once it plays (`data-playing`). Written self-contained: its text
 * is the page's inline script.
 */
export function startHeroVideo() {
  const video = document.querySelector<HTMLVideoElement>("video[data-hero-video]");
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!video || saveData || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  video.addEventListener("playing", () => video.setAttribute("data-playing", ""), { once: true });
  video.preload = "auto";
  video.load();
  video.play().catch(() => {});
}

/**
 * The page's inline script: the function above, once the page has loaded and its first paint is
 * done (lib/after-paint.ts), in a task of its own (loading a media element is a few milliseconds of
 * work). The home page can load before it paints (nothing it waits for is slow, and laying it out
 * is not quick), and a film asked for at the load shared the connection with the poster: in
 * Lighthouse's simulation 167 KB on the way to the largest paint.
 */
export const heroVideoScript = afterFirstPaint(`(${startHeroVideo.toString()})()`);
