// The script files of pages without React (scripts/lib/script-files.ts), each fetched once the page
// has loaded. A file named in the HTML, even with `defer`, is fetched at once, and Lighthouse's
// simulation then shares the first round trips between it and the page's largest picture (the
// portfolio's LCP went from 1.2x to 1.38x the plain page, the home page's FCP from 1.35x to 1.48x);
// fetched on `load`, it waits until what the visitor sees first is there.
import paths from "virtual:script-files";

/** The page's inline lines that fetch the file `name` once the page has loaded. */
const loadedAfterThePage = (name: keyof typeof paths) =>
  `addEventListener("load",()=>document.body.append(Object.assign(document.createElement("script"),{src:${JSON.stringify(paths[name])}})))`;

/** The carousel's buttons and keys (components/ui/carousel-script.ts). */
export const carouselLoader = loadedAfterThePage("carousel-script");
