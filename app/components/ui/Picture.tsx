import type { Image } from "~/content/schema";

/**
 * A build-generated responsive image: AVIF and WebP sources, intrinsic width/height against
 * layout shift, lazy unless it is the page's main image.
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
