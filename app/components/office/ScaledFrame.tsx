import { cn } from "~/lib/cn";

/**
 * A page framed at the width of the screen it stands for (`frame`: its width and height, and the
 * scale that fits it into `box`), for the office's previews at a phone's and a desktop's width. The
 * sandbox keeps scripts off: the public content pages and mail run none either.
 */
export function ScaledFrame({
  caption,
  title,
  src,
  box,
  frame,
}: Record<"caption" | "title" | "src" | "box" | "frame", string>) {
  return (
    <figure>
      <figcaption className="mb-2 font-semibold">{caption}</figcaption>
      <div className={cn("overflow-hidden rounded-xl border border-line bg-white", box)}>
        <iframe src={src} title={title} sandbox="allow-same-origin" className={cn("origin-top-left", frame)} />
      </div>
    </figure>
  );
}
