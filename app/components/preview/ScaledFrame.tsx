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

/** Each frame is as wide as the screen it stands for, scaled into a box of the same proportions. */
const screens = [
  { name: "phone", caption: "On a phone (375 px)", box: "h-[600px] w-[300px]", frame: "h-[750px] w-[375px] scale-80" },
  {
    name: "desktop",
    caption: "On a desktop (1280 px)",
    box: "h-[250px] w-[320px] md:h-[450px] md:w-[576px]",
    frame: "h-[1000px] w-[1280px] scale-25 md:scale-45",
  },
];

/**
 * A page framed twice, at a phone's width and a desktop's (375 and 1280 px, the widths the site's
 * layout changes at), each scaled down to fit beside the other: the preview of a page of the
 * site's (components/preview/PagePreview.tsx) and of a draft estimate in the office. `src` shows
 * the page alone (`framed`); each frame is titled "<title> on a phone" and "… on a desktop".
 */
export function PreviewFrames({ title, src }: { title: string; src: string }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-8 px-4 lg:flex-row lg:items-start lg:justify-center">
      {screens.map((screen) => (
        <ScaledFrame key={screen.name} {...screen} title={`${title} on a ${screen.name}`} src={src} asSite />
      ))}
    </div>
  );
}
