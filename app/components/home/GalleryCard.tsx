import type { GalleryItem } from "~/content/schema";
import { CardImage } from "~/components/ui/CardImage";

export function GalleryCard({ item }: { item: GalleryItem }) {
  return (
    <figure className="h-full overflow-hidden rounded-2xl border border-line bg-paper">
      <CardImage image={item.image} badge={item.category} />
      <figcaption className="p-5">
        <h3 className="text-xl">{item.title}</h3>
        <p className="mt-2 text-muted">{item.description}</p>
      </figcaption>
    </figure>
  );
}
