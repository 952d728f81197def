import { Link } from "react-router";
import type { GalleryCardData } from "~/content/gallery.server";
import { CardImage } from "~/components/ui/CardImage";

/** One card of the home gallery; a portfolio project's title links to its page. */
export function GalleryCard({ item }: { item: GalleryCardData }) {
  return (
    <figure className="h-full overflow-hidden rounded-2xl border border-line bg-paper">
      <CardImage image={item.image} badge={item.category} />
      <figcaption className="p-5">
        <h3 className="text-xl">
          {item.to ? (
            <Link to={item.to} className="underline-offset-4 hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        <p className="mt-2 text-muted">{item.description}</p>
      </figcaption>
    </figure>
  );
}
