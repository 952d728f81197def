import { cn } from "~/lib/cn";

/**
 * A page framed at the width of the screen it stands for (`frame`: its width and height, and the
 * scale that fits it into `box`), for the previews (a letter's, a page's) at a phone's and a desktop's width.
 * A letter's frame is sandboxed without scripts, as mail runs none; a page's preview (`asSite`)
 * runs the few inline scripts every site page runs (the brand font, the menu), under the page's own
 * nonce policy, so that it looks as the site does.
 */
export function ScaledFrame({
  caption,
  title,
  src,
  box,
  frame,
  asSite = false,
}: Record<"caption" | "title" | "src" | "box" | "frame", string> & { asSite?: boolean }) {
  return (
    <figure>
      <figcaption className="mb-2 font-semibold">{caption}</figcaption>
      <div className={cn("overflow-hidden rounded-xl border border-line bg-white", box)}>
        <iframe
          src={src}
          title={title}
          sandbox={asSite ? undefined : "allow-same-origin"}
          className={cn("origin-top-left", frame)}
        />
      </div>
    </figure>
  );
}
