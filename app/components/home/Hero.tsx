import { useEffect, useRef, useState } from "react";
import { site } from "#common/site.ts";
import type { Image } from "~/content/schema";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Picture } from "~/components/ui/Picture";
import heroMp4 from "~/assets/video/hero.mp4?url";
import heroWebm from "~/assets/video/hero.webm?url";

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_DELAYS_MS = [500, 700, 900] as const;

export function Hero({ poster }: { poster: Image }) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-forest-dark text-paper">
      <div className="absolute inset-0 -z-10">
        <Picture image={poster} sizes="100vw" priority className="size-full object-cover" />
        <HeroVideo />
        <div className="absolute inset-0 bg-gradient-to-r from-ink/85 via-ink/65 to-ink/30" />
      </div>
      <div className="mx-auto max-w-7xl px-5 pt-20 pb-16 md:px-8 md:pt-32 md:pb-24">
        <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-stone uppercase">Central Florida design-build</p>
        <h1 id="hero-heading" className="max-w-3xl text-display">
          Homes remodeled with craft, care and a clear plan
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-stone md:text-xl">
          Kitchens, bathrooms, whole-home renovations and custom millwork, designed and built by one family-led team
          from Orlando to Winter Park and Lake Nona.
        </p>
        <div className="mt-9 flex flex-wrap gap-4">
          <ButtonLink to="/contact" variant="light">
            Start Your Project
          </ButtonLink>
          <ButtonLink to="/process" variant="outlineLight">
            View Our Process
          </ButtonLink>
        </div>
        <dl className="mt-14 grid max-w-2xl grid-cols-3 gap-6 border-t border-paper/25 pt-8">
          {site.claims.map((claim, index) => (
            <Counter key={claim.label} {...claim} delayMs={COUNTER_DELAYS_MS[index] ?? 0} />
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * One claim. The figure is real text (what screen readers, search engines and visitors without
 * scripting or with reduced motion get); when scripting is on and motion is welcome, app.css
 * hides it and counts a CSS counter up from 0 in its place. No hydration is involved, so the
 * number never shows the target and then drops back to 0.
 */
function Counter({ value, suffix, label, delayMs }: { value: number; suffix: string; label: string; delayMs: number }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="mt-1 text-sm text-stone md:text-base">{label}</dt>
      <dd className="font-serif text-4xl font-semibold tabular-nums md:text-5xl">
        <span
          className="count-up"
          data-count-to={value}
          data-count-suffix={suffix}
          data-count-delay={`${delayMs}ms`}
          data-count-duration={`${COUNTER_DURATION_MS}ms`}
          data-testid="counter"
        >
          <span className="count-up-figure">
            {value}
            {suffix}
          </span>
        </span>
      </dd>
    </div>
  );
}

/**
 * The looping background film starts only after the page has loaded and painted, and never for
 * visitors who prefer reduced motion or save data: they keep the poster image.
 */
function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = () => {
      video.preload = "auto";
      video.load();
      video.play().catch(() => {});
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${playing ? "opacity-100" : "opacity-0"}`}
    >
      <source src={heroWebm} type="video/webm" />
      <source src={heroMp4} type="video/mp4" />
    </video>
  );
}
