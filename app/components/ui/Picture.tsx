import { preload } from "react-dom";
import type { Image } from "~/content/schema";

/**
 * A build-generated responsive image: AVIF and WebP sources, intrinsic width/height against
 * layout shift, lazy unless it is the page's main image. The main image is also preloaded from
 * the head (React puts it ahead of the stylesheet and scripts), so the browser asks for it
 * before it has parsed the page down to the picture.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: Image;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { picture, alt } = image;
  if (priority && picture.sources["avif"]) {
    preload(picture.img.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: picture.sources["avif"],
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
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
        className={className}
      />
    </picture>
  );
}
