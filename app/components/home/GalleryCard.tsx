import type { GalleryItem } from "~/content/schema";
import { Picture } from "~/components/ui/Picture";

export function GalleryCard({ item }: { item: GalleryItem }) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-paper">
      <div className="relative">
        <Picture
          image={item.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="absolute top-4 left-4 rounded-full bg-paper px-3 py-1 text-sm font-semibold text-forest shadow">
          {item.category}
        </span>
      </div>
      <figcaption className="p-5">
        <h3 className="text-xl">{item.title}</h3>
        <p className="mt-2 text-muted">{item.description}</p>
      </figcaption>
    </figure>
  );
}
