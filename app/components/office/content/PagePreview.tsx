import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ScaledFrame } from "~/components/office/ScaledFrame";

const link = "font-semibold underline underline-offset-4";

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
 * A project's, post's, legal page's, service's, testimonial's, card list's, the about page's, the
 * home gallery's or the business facts' preview: the page as the site will show it, under a band saying what is shown and the way back to editing. With `?widths` in the address it shows
 * the same preview twice instead, framed at a phone's width and a desktop's (375 and 1280 px, the
 * widths its layout changes at), each scaled down to fit beside the other: how visitors on either
 * will see it, from whichever screen the owner has. The frames run the page's own inline
 * scripts (the brand font, the menu), as the site does, and no React, as the content pages load none.
 */
export function PagePreview({
  status,
  hasChanges = false,
  editLink,
  title,
  children,
}: {
  status: "draft" | "published";
  /** A published item shown with its changes kept as a draft. */
  hasChanges?: boolean;
  editLink: string;
  title: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const band = (
    <>
      {status === "draft"
        ? "Preview of a draft: not on the site."
        : hasChanges
          ? "Preview of the changes saved as a draft: not on the site yet."
          : "Preview of the saved version, as the site shows it."}{" "}
      <a href={editLink} className={link}>
        Back to editing
      </a>
    </>
  );
  if (!new URLSearchParams(search).has("widths"))
    return (
      <>
        <div role="note" className="bg-brass-dark px-5 py-3 text-center text-paper">
          {band} <span aria-hidden="true">·</span>{" "}
          <a href={`${pathname}?widths`} className={link}>
            At phone and desktop widths
          </a>
        </div>
        {children}
      </>
    );
  return (
    <div className="min-h-screen bg-stone pb-10">
      <div role="note" className="bg-brass-dark px-5 py-3 text-center text-paper">
        {band} <span aria-hidden="true">·</span>{" "}
        <a href={pathname} className={link}>
          Full size
        </a>
      </div>
      <h1 className="mx-4 mt-6 text-center text-2xl wrap-anywhere">{title}</h1>
      <div className="mt-6 flex flex-col items-center gap-8 px-4 lg:flex-row lg:items-start lg:justify-center">
        {screens.map((screen) => (
          <ScaledFrame key={screen.name} {...screen} title={`${title} on a ${screen.name}`} src={pathname} asSite />
        ))}
      </div>
    </div>
  );
}
