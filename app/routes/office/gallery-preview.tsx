import type { Route } from "./+types/gallery-preview";
import { site } from "#common/site.ts";
import { GallerySection } from "~/components/home/GallerySection";
import { PagePreview } from "~/components/office/content/PagePreview";
import { galleryPreview } from "~/lib/office-gallery.server";
import officeStyles from "~/office.css?url";

// The home page's Recent Project Gallery as the site will show it with the picks kept as a draft,
// inside the site's own frame (no office layout): the rest of the home page is as it is. Signed in
// only; never cached or indexed (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context }: Route.LoaderArgs) => galleryPreview(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Preview: Home gallery | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function GalleryPreview({ loaderData }: Route.ComponentProps) {
  return (
    <PagePreview status="published" hasChanges={loaderData.hasChanges} editLink="/office/gallery" title="Home gallery">
      {/* The gallery is a part of the home page, whose heading is its hero's: this one names the preview. */}
      <h1 className="sr-only">Preview of the home page&apos;s Recent Project Gallery</h1>
      <GallerySection cards={loaderData.cards} />
    </PagePreview>
  );
}
