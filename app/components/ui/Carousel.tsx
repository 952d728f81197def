import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useShouldHydrate } from "~/lib/hydration";
import { InlineScript } from "~/components/layout/InlineScript";
import { carouselLoader } from "~/lib/script-files";
import { CAROUSEL_SCRIPT_ID, installCarousels } from "./carousel-script";

/**
 * An accessible carousel: a labelled region of labelled slides, previous/next buttons (disabled
 * at the ends unless it loops), and the left/right arrow keys. 1 slide is visible on small
 * screens, 2 on medium and 3 on large. The track is a native row that scrolls and snaps to each
 * card, with or without JavaScript, so every slide stays reachable and a finger swipes through
 * them; a small script (./carousel-script.ts) adds the buttons and the keys, and needs no React:
 * a page React does not hydrate loads it as a file of its own once the page has loaded
 * (lib/script-files.ts), one React runs calls it when this mounts.
 */
export function Carousel({
  label,
  loop = false,
  slides,
  className,
}: {
  label: string;
  loop?: boolean;
  slides: ReactNode[];
  className?: string;
}) {
  // On the server: whether the page loads React. In the browser React runs, and calls the script.
  const inline = !useShouldHydrate();
  useEffect(installCarousels, []);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      data-slot="carousel"
      data-loop={loop ? "" : undefined}
    >
      <div
        // Focusable, so keyboard users can scroll the track (and, with the script, move it with
        // the arrow keys) even where the slides hold no link: axe's scrollable-region-focusable,
        // which this lint rule does not know about.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-slot="carousel-viewport"
        className="snap-x snap-mandatory overflow-x-auto"
      >
        <div className="-ml-5 flex">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-slot="carousel-slide"
              // The card snaps to the track's edge, not the gutter before it.
              className="min-w-0 shrink-0 grow-0 basis-full pl-5 *:snap-start md:basis-1/2 lg:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex justify-end gap-3">
        <CarouselButton label="Previous slide" slot="carousel-previous">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </CarouselButton>
        <CarouselButton label="Next slide" slot="carousel-next">
          <ChevronRight aria-hidden="true" className="size-5" />
        </CarouselButton>
      </div>
      {inline && <InlineScript id={CAROUSEL_SCRIPT_ID} source={carouselLoader} />}
    </section>
  );
}

/** Disabled as the server draws it: the script enables it, from where the track is. */
function CarouselButton({ label, slot, children }: { label: string; slot: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled
      data-slot={slot}
      className="inline-flex size-12 items-center justify-center rounded-full border border-forest text-forest transition-colors hover:bg-forest hover:text-paper disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
