import { preload } from "react-dom";
import type { Image, Picture as PictureSources } from "~/content/schema";
import { cn } from "~/lib/cn";

/** Where a cropped photo keeps its subject in view (the owner picks it in the office). */
const FOCUS_CLASSES: Record<NonNullable<Image["focus"]>, string> = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
};

/**
 * Screens narrower than the md breakpoint, where a full-bleed picture stands upright (the hero)
 * and its portrait crop replaces it (and the hero film's upright cut the landscape one).
 */
export const PORTRAIT_MEDIA = "(max-width: 767px)";
const LANDSCAPE_MEDIA = `not all and ${PORTRAIT_MEDIA}`;

/**
 * A build-generated responsive image: AVIF and WebP sources, intrinsic width/height against
 * layout shift, lazy unless it is the page's main image. The main image is also preloaded from
 * the head (React puts it ahead of the stylesheet and scripts), so the browser asks for it
 * before it has parsed the page down to the picture. With a `portrait` crop, narrow screens get
 * that instead (art direction), and each preload names its screens so a phone fetches one file.
 */
export function Picture({
  image,
  portrait,
  sizes,
  priority = false,
  className,
}: {
  image: Image;
  portrait?: PictureSources;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { picture, alt, focus } = image;
  if (priority) {
    preloadAvif(picture, sizes, portrait ? LANDSCAPE_MEDIA : undefined);
    if (portrait) preloadAvif(portrait, sizes, PORTRAIT_MEDIA);
  }
  return (
    <picture>
      {portrait &&
        Object.entries(portrait.sources).map(([format, srcSet]) => (
          <source
            key={`portrait-${format}`}
            type={`image/${format}`}
            media={PORTRAIT_MEDIA}
            srcSet={srcSet}
            sizes={sizes}
          />
        ))}
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={cn(className, focus && focus !== "center" && FOCUS_CLASSES[focus])}
      />
    </picture>
  );
}

function preloadAvif(picture: PictureSources, sizes: string, media: string | undefined) {
  const srcSet = picture.sources["avif"];
  if (!srcSet) return;
  preload(picture.img.src, {
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet,
    imageSizes: sizes,
    fetchPriority: "high",
    media,
  });
}
