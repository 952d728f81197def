import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect } from "react";
import { Picture } from "~/components/ui/Picture";
import { RenderingCaption } from "~/components/ui/RenderingCaption";
import type { ProjectPageData } from "~/content/project-images.server";
import type { Image } from "~/content/schema";
import { useCspNonce } from "~/lib/csp-nonce";
import { InlineScript } from "~/components/layout/InlineScript";
import { cn } from "~/lib/cn";
import {
  PHOTO_VIEWER_SCRIPT_ID,
  PHOTO_VIEWER_STYLE_HREF,
  coverShapeClass,
  installPhotoViewer,
  photoId,
  photoViewerScript,
  photoViewerStyles,
  slideId,
} from "../../../common/photo-viewer.ts";

/**
 * A photo on the page, in its own shape (its width and height attributes hold its place while it
 * loads), as a link to its full-screen slide.
 */
function PhotoLink({
  image,
  index,
  sizes,
  priority,
  className,
}: {
  image: Image;
  index: number;
  sizes: string;
  priority?: boolean;
  /** The <img>'s own classes besides its rounded corners. */
  className?: string;
}) {
  return (
    <div className="relative">
      <a href={`#${slideId(index)}`} id={photoId(index)} className="pv-open" data-photo-open="">
        <Picture image={image} sizes={sizes} priority={priority} className={cn("rounded-2xl", className)} />
        <span className="sr-only"> (full screen)</span>
      </a>
      {image.rendering && <RenderingCaption />}
    </div>
  );
}

type Numbered = { image: Image; index: number };

/** The width a full-screen photo takes: the screen's, or less for one taller than the screen allows. */
const fullScreenSizes = ({ picture }: Image) => `min(100vw, ${Math.round((picture.img.w / picture.img.h) * 100)}vh)`;

/**
 * The project's photos after its description: the cover, then the others (a "before" beside the
 * one after it), each whole; and their full-screen view, one at a time, in the same order.
 */
export function ProjectPhotos({ project }: { project: Pick<ProjectPageData, "image" | "more"> }) {
  const nonce = useCspNonce();
  // A page React draws in place (from the portfolio's cards) runs no inline script: the same here.
  useEffect(installPhotoViewer, []);
  if (!project.image) return null;
  // Numbered in the page's order: the cover first, then each photo after it, a pair's before first.
  const all = [project.image];
  const numbered = (image: Image) => ({ image, index: all.push(image) - 1 });
  const more = project.more.map((entry): { single: Numbered } | { pair: readonly [Numbered, Numbered] } =>
    "image" in entry ? { single: numbered(entry.image) } : { pair: [numbered(entry.before), numbered(entry.after)] },
  );
  return (
    <>
      <style href={PHOTO_VIEWER_STYLE_HREF} precedence="default" nonce={nonce}>
        {photoViewerStyles}
      </style>
      <div className="pv-cover mt-10">
        <PhotoLink
          image={project.image}
          index={0}
          sizes="(min-width: 1024px) 64rem, 100vw"
          priority
          className={coverShapeClass(project.image.picture.img.w, project.image.picture.img.h)}
        />
      </div>
      {project.more.length > 0 && (
        <ul className="pv-grid mt-6 grid gap-4 sm:grid-cols-2" aria-label="More photos">
          {more.map((shown) =>
            "single" in shown ? (
              <li key={shown.single.index}>
                <PhotoLink {...shown.single} sizes={MORE_SIZES} />
              </li>
            ) : (
              // A before-and-after pair: side by side from a tablet's width, one above the other on a phone.
              <li key={shown.pair[0].index} className="sm:col-span-2">
                <div className="pv-grid grid gap-4 sm:grid-cols-2">
                  {(
                    [
                      ["Before", shown.pair[0]],
                      ["After", shown.pair[1]],
                    ] as const
                  ).map(([label, photo]) => (
                    <figure key={label}>
                      <PhotoLink {...photo} sizes={MORE_SIZES} />
                      <figcaption className="mt-2 text-sm font-semibold tracking-[0.2em] text-brass-dark uppercase">
                        {label}
                      </figcaption>
                    </figure>
                  ))}
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <p className="mt-3 text-sm text-muted">Tap or click a photo to see it whole, full screen.</p>
      <section className="pv" aria-label="The photos, full screen">
        {/* Focusable, as a row that scrolls must be, so that the arrow keys move it without script. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ol className="pv-track" data-photo-track="" tabIndex={0} aria-label="Photos, one at a time">
          {all.map((image, index) => (
            <li key={index} id={slideId(index)} className="pv-slide">
              <Picture image={image} sizes={fullScreenSizes(image)} />
              <p className="pv-bar">
                {index > 0 && (
                  <a href={`#${slideId(index - 1)}`} aria-label="Previous photo">
                    <ChevronLeft aria-hidden="true" className="size-5" />
                  </a>
                )}
                <span>
                  {index + 1} of {all.length}
                </span>
                {index < all.length - 1 && (
                  <a href={`#${slideId(index + 1)}`} aria-label="Next photo">
                    <ChevronRight aria-hidden="true" className="size-5" />
                  </a>
                )}
              </p>
              <a
                href={`#${photoId(index)}`}
                className="pv-close"
                data-photo-close=""
                aria-label="Close the full-screen view"
              >
                <X aria-hidden="true" className="size-5" />
              </a>
            </li>
          ))}
        </ol>
      </section>
      <InlineScript id={PHOTO_VIEWER_SCRIPT_ID} source={photoViewerScript} />
    </>
  );
}

const MORE_SIZES = "(min-width: 1024px) 32rem, (min-width: 640px) 50vw, 100vw";
