// The script files of pages without React (scripts/lib/script-files.ts), each fetched a second after
// the page has loaded, as the brand face is (lib/brand-font.ts): past the largest paint. A file
// named in the HTML, even with `defer`, is fetched at once, and Lighthouse's simulation then shares
// the first round trips between it and the page's largest picture (the portfolio's LCP went from
// 1.0x to 1.38x the plain page); fetched on `load` it still counted (1.34x): a file asked for
// before the largest paint is part of that paint's estimate.
import paths from "virtual:script-files";
import { FONT_DELAY_MS } from "./brand-font";

/** The page's inline lines that fetch the file `name` once the page has loaded and painted. */
const loadedAfterThePage = (name: keyof typeof paths) =>
  `addEventListener("load",()=>setTimeout(()=>document.body.append(Object.assign(document.createElement("script"),{src:${JSON.stringify(paths[name])}})),${FONT_DELAY_MS}))`;

/** The carousel's buttons and keys (components/ui/carousel-script.ts). */
export const carouselLoader = loadedAfterThePage("carousel-script");
