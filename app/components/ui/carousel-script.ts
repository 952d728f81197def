// What a script adds to a carousel (components/ui/Carousel.tsx), whose track is a row that scrolls
// and snaps by itself: the previous/next buttons, the arrow keys, and the buttons' disabled state
// at the ends. The pages that show one (the portfolio, the home page) run no React: they load it as
// a file of its own, this function's text written out by the build (scripts/lib/script-files.ts,
// vite.config.ts). Where React draws such a page (opened in place from a page React runs) it runs
// the same function when the carousel mounts.

/** The id of the carousel's script element (on a page React does not hydrate). */
export const CAROUSEL_SCRIPT_ID = "carousel-script";

/**
 * Installed once per document: its listeners sit on the document and find the carousel on each
 * event, so they serve every carousel React draws later too. Each call (again) readies the
 * carousels on the page: it enables their buttons, from where each track is. A looping carousel
 * (`data-loop`) moves its first slide to the end, or its last to the start, with CSS `order`, so
 * the row goes on past either end. Written self-contained: its text is the script file.
 */
export function installCarousels() {
  type Installed = Window & { carouselsInstalled?: boolean };
  const part = <T extends HTMLElement = HTMLElement>(carousel: Element, slot: string) =>
    carousel.querySelector<T>(`[data-slot="carousel-${slot}"]`);
  /** What a carousel's track holds, in the order it shows them, and where each starts. */
  const measure = (carousel: HTMLElement) => {
    const viewport = part(carousel, "viewport")!;
    const slides = [...carousel.querySelectorAll<HTMLElement>('[data-slot="carousel-slide"]')];
    const first = Number(carousel.dataset.first ?? 0);
    const shown = slides.map((_, index) => slides[(first + index) % slides.length]!);
    const end = viewport.scrollWidth - viewport.clientWidth;
    const origin = viewport.getBoundingClientRect().left - viewport.scrollLeft;
    // Where the track stops with a slide at its start: its card's edge (the slide's box holds the
    // gutter before it), or the end of the track for the last few.
    const stops = shown.map((slide) =>
      Math.min(Math.max((slide.firstElementChild ?? slide).getBoundingClientRect().left - origin, 0), end),
    );
    const last = Math.max(
      stops.findIndex((stop) => stop >= end - 1),
      0,
    );
    let at = Number(carousel.dataset.at ?? -1);
    if (at < 0) {
      const distances = stops.map((stop) => Math.abs(stop - viewport.scrollLeft));
      at = distances.indexOf(Math.min(...distances));
    }
    return { viewport, slides, first, stops, last, at: Math.min(at, last), scrolls: end > 1 };
  };
  const ready = (carousel: HTMLElement) => {
    const { viewport, at, last, scrolls } = measure(carousel);
    const loop = carousel.dataset.loop !== undefined;
    part<HTMLButtonElement>(carousel, "previous")!.disabled = !scrolls || (!loop && at <= 0);
    part<HTMLButtonElement>(carousel, "next")!.disabled = !scrolls || (!loop && at >= last);
    // Once the buttons work, the scrollbar under the row is theirs to replace (so it is set by
    // the script that makes them work; without it the scrollbar is how the row moves).
    viewport.style.scrollbarWidth = "none";
    carousel.dataset.ready = "";
  };
  const move = (carousel: HTMLElement, step: number) => {
    const { viewport, slides, first, last, at, scrolls } = measure(carousel);
    if (!scrolls) return;
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    let to = at + step;
    if ((to < 0 || to > last) && carousel.dataset.loop !== undefined) {
      // Past an end: the slide from the other end comes round, and the track stays put under the
      // visitor's eyes (moved by that slide's width at once) before it moves on.
      const next = (first + (to < 0 ? -1 : 1) + slides.length) % slides.length;
      carousel.dataset.first = String(next);
      slides.forEach((slide, index) => (slide.style.order = String((index - next + slides.length) % slides.length)));
      viewport.scrollTo({ left: measure(carousel).stops[to < 0 ? 1 : last - 1], behavior: "instant" });
      to = to < 0 ? 0 : last;
    }
    to = Math.min(Math.max(to, 0), last);
    carousel.dataset.at = String(to);
    viewport.scrollTo({ left: measure(carousel).stops[to], behavior: still ? "instant" : "smooth" });
    ready(carousel);
    // Once there (or, where no scrollend event comes, soon after), where the track is counts again.
    const arrived = () => {
      if (carousel.dataset.at !== String(to)) return;
      delete carousel.dataset.at;
      ready(carousel);
    };
    viewport.addEventListener("scrollend", arrived, { once: true });
    setTimeout(arrived, 1000);
  };
  const installed = window as Installed;
  if (!installed.carouselsInstalled) {
    installed.carouselsInstalled = true;
    const carouselOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>('[data-slot="carousel"][data-ready]') : null;
    document.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest("button[data-slot]") : null;
      const carousel = carouselOf(button);
      const slot = button?.getAttribute("data-slot");
      if (carousel && (slot === "carousel-previous" || slot === "carousel-next"))
        move(carousel, slot === "carousel-previous" ? -1 : 1);
    });
    document.addEventListener("keydown", (event) => {
      const carousel = carouselOf(event.target);
      if (!carousel || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      move(carousel, event.key === "ArrowLeft" ? -1 : 1);
    });
    // A swipe, a trackpad or a scrollbar moves the track too: the buttons follow it, once a frame.
    let pending = false;
    const follow = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        document.querySelectorAll<HTMLElement>('[data-slot="carousel"][data-ready]').forEach(ready);
      });
    };
    document.addEventListener("scroll", (event) => carouselOf(event.target) && follow(), true);
    addEventListener("resize", follow);
  }
  document.querySelectorAll<HTMLElement>('[data-slot="carousel"]').forEach(ready);
}

/** The script file's text: the function above, run once the page is read. */
export const carouselScript = `(${installCarousels.toString()})()`;
