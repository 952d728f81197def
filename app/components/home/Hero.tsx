import { useEffect } from "react";
import type { Image, Picture as PictureSources } from "~/content/schema";
import { PORTRAIT_MEDIA, Picture } from "~/components/ui/Picture";
import { StartProjectLinks } from "./StartProjectLinks";
import { HERO_VIDEO_SCRIPT_ID, heroVideoScript, startHeroVideo } from "./hero-video-script";
import { COUNT_UP_KEYFRAMES, countUpColumns, countUpStyle } from "~/lib/count-up";
import { useBusinessFacts } from "~/lib/business-facts";
import { useCspNonce } from "~/lib/csp-nonce";
import { InlineScript } from "~/components/layout/InlineScript";
import { useShouldHydrate } from "~/lib/hydration";
import heroPortraitMp4 from "~/assets/video/hero-portrait.mp4?url";
import heroPortraitWebm from "~/assets/video/hero-portrait.webm?url";
import heroMp4 from "~/assets/video/hero.mp4?url";
import heroWebm from "~/assets/video/hero.webm?url";

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_DELAYS_MS = [500, 700, 900] as const;

export function Hero({ poster }: { poster: Image & { portrait: PictureSources } }) {
  const nonce = useCspNonce();
  const { claims } = useBusinessFacts();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-forest-dark text-paper">
      <div className="absolute inset-0 -z-10">
        <Picture image={poster} portrait={poster.portrait} sizes="100vw" priority className="size-full object-cover" />
        <HeroVideo />
        <div className="absolute inset-0 bg-gradient-to-r from-ink/85 via-ink/65 to-ink/30" />
      </div>
      <div className="mx-auto max-w-7xl px-5 pt-20 pb-16 md:px-8 md:pt-32 md:pb-24">
        <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-stone uppercase">
          Central Florida <span className="whitespace-nowrap">design-build</span>
        </p>
        <h1 id="hero-heading" className="max-w-3xl text-display">
          Homes remodeled with craft, care and a clear plan
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-stone md:text-xl">
          Kitchens, bathrooms, whole-home renovations and custom millwork, designed and built by one family-led team
          from Orlando to Winter Park and Lake Nona.
        </p>
        <StartProjectLinks next={{ to: "/process", label: "View Our Process" }} />
        <style nonce={nonce}>
          {COUNT_UP_KEYFRAMES +
            claims
              .map(({ value }, index) =>
                countUpStyle(String(index), value, COUNTER_DELAYS_MS[index] ?? 0, COUNTER_DURATION_MS),
              )
              .join("")}
        </style>
        <dl className="mt-14 grid max-w-2xl grid-cols-3 gap-6 border-t border-paper/25 pt-8">
          {claims.map((claim, index) => (
            <Counter key={claim.label} id={String(index)} {...claim} />
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * One claim. The figure is real text (what screen readers, search engines and visitors without
 * scripting or with reduced motion get); when scripting is on and motion is welcome, app.css
 * hides it and shows an odometer in its place that rolls up from 0 (app/lib/count-up.ts). No
 * hydration is involved, so the number never shows the target and then drops back to 0.
 */
function Counter({ id, value, suffix, label }: { id: string; value: number; suffix: string; label: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="mt-1 text-sm text-stone md:text-base">{label}</dt>
      <dd className="font-serif text-4xl font-semibold tabular-nums md:text-5xl">
        <span className="count-up-figure" data-testid="counter">
          {value}
          {suffix}
        </span>
        <span className="count-up-digits" aria-hidden="true">
          {countUpColumns(value).map((column, index) => (
            <span key={index} className="count-up-column">
              <span className="count-up-numerals" data-count-column={`${id}-${index}`}>
                {column.numerals}
              </span>
            </span>
          ))}
          {suffix}
        </span>
      </dd>
    </div>
  );
}

/**
 * The looping background film over the poster, started after the page has loaded and painted
 * (./hero-video-script.ts), never for visitors who prefer reduced motion or save data: they keep
 * the poster image. The page carries the script inline; where React draws the page (opened in
 * place from a page React runs) it runs the same function when this mounts.
 */
function HeroVideo() {
  // On the server: whether the page loads React. In the browser React runs, and calls the script.
  const inline = !useShouldHydrate();
  useEffect(startHeroVideo, []);
  return (
    <>
      <video
        data-hero-video
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-1000 data-playing:opacity-100"
      >
        {/* Phones held upright get the upright cut: sharper where it is seen, and a third of the
            bytes. Its picture is no larger than the portrait poster's, so it never becomes the
            page's largest paint after the poster has been. */}
        <source media={PORTRAIT_MEDIA} src={heroPortraitWebm} type="video/webm" />
        <source media={PORTRAIT_MEDIA} src={heroPortraitMp4} type="video/mp4" />
        <source src={heroWebm} type="video/webm" />
        <source src={heroMp4} type="video/mp4" />
      </video>
      {inline && <InlineScript id={HERO_VIDEO_SCRIPT_ID} source={heroVideoScript} />}
    </>
  );
}
