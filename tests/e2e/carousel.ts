import { expect, type Locator } from "@playwright/test";

/**
 * Waits until a carousel's script runs (components/ui/carousel-script.ts): a file of its own on a page React
 * does not hydrate, on mount where it does. Its buttons work from then on.
 */
export async function carouselReady(carousel: Locator) {
  await expect(carousel).toHaveAttribute("data-ready", "");
}

// A slide's box includes its gutter (padding), which sits outside the viewport for the first
// slide; what a visitor sees is the card inside it.
/** How many slides of a carousel are fully inside its viewport. */
export async function visibleSlideCount(carousel: Locator): Promise<number> {
  return carousel.evaluate((region) => {
    const viewport = region.querySelector('[data-slot="carousel-viewport"]')!.getBoundingClientRect();
    return [...region.querySelectorAll('[data-slot="carousel-slide"]')].filter((slide) => {
      const box = slide.firstElementChild!.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

/** The slide labels ("3 of 9") fully visible, left to right. */
export async function visibleSlideLabels(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((region) => {
    const viewport = region.querySelector('[data-slot="carousel-viewport"]')!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('[data-slot="carousel-slide"]')]
      .map((slide) => ({ slide, box: slide.firstElementChild!.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ slide }) => slide.getAttribute("aria-label")!);
  });
}
