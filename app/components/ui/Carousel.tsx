import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * An accessible carousel around embla: a labelled region of labelled slides, previous/next
 * buttons (disabled at the ends unless it loops), and the left/right arrow keys. 1 slide is
 * visible on small screens, 2 on medium and 3 on large. Before hydration (or without
 * JavaScript) the track is a native horizontal scroller, so every slide stays reachable.
 * embla itself is fetched when the carousel comes within a screen of the viewport: the slides
 * are already on the page, and neither the first paint nor hydration should wait for the code
 * that animates them (embla measures the track when it starts, a layout of its own).
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
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(true);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let embla: EmblaCarouselType | undefined;
    let unmounted = false;
    const connect = () =>
      import("embla-carousel").then(
        ({ default: EmblaCarousel }) => {
          if (unmounted) return;
          // The visitor may have scrolled the native track already; embla positions by transform.
          viewport.scrollLeft = 0;
          embla = EmblaCarousel(viewport, { loop, align: "start", duration: prefersReducedMotion() ? 1 : 25 });
          setApi(embla);
        },
        // Without embla the track stays a native scroller: every slide is still reachable.
        (error: unknown) => console.warn("carousel enhancement unavailable", error),
      );
    const approach = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        approach.disconnect();
        void connect();
      },
      { rootMargin: "100% 0px" },
    );
    approach.observe(viewport);
    return () => {
      unmounted = true;
      approach.disconnect();
      embla?.destroy();
    };
  }, [loop]);

  const update = useCallback((embla: EmblaCarouselType) => {
    setCanScrollPrev(embla.canScrollPrev());
    setCanScrollNext(embla.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    // Embla is outside React: its state is read once when it connects, then on its events.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    update(api);
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api, update]);

  /** Embla runs: the buttons work and the track is its to move. */
  const ready = api !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Until embla runs, the arrow keys scroll the native track.
    if (!api) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      api.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      api.scrollNext();
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDownCapture={onKeyDown}
      className={cn("relative", className)}
      data-slot="carousel"
      data-ready={ready || undefined}
    >
      <div
        ref={viewportRef}
        // Focusable, so keyboard users can scroll the native track (and, once embla runs, move it
        // with the arrow keys) even where the slides hold no link: axe's scrollable-region-focusable,
        // which this lint rule does not know about.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-slot="carousel-viewport"
        className={cn(ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto")}
      >
        <div className={cn("-ml-5 flex", ready && "touch-pan-y")}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-slot="carousel-slide"
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-5 md:basis-1/2 lg:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex justify-end gap-3">
        <CarouselButton label="Previous slide" disabled={!ready || !canScrollPrev} onClick={() => api?.scrollPrev()}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </CarouselButton>
        <CarouselButton label="Next slide" disabled={!ready || !canScrollNext} onClick={() => api?.scrollNext()}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </CarouselButton>
      </div>
    </section>
  );
}

function CarouselButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-12 items-center justify-center rounded-full border border-forest text-forest transition-colors hover:bg-forest hover:text-paper disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
