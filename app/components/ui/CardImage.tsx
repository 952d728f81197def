import type { Image } from "~/content/schema";
import { Picture } from "./Picture";
import { RenderingCaption } from "./RenderingCaption";

/**
 * A card's 4:3 photo with its category badge, sized for the 1 / 2 / 3 column grids and carousels.
 * `priority` for the card at the top of a page, whose photo is the page's largest paint.
 */
export function CardImage({ image, badge, priority = false }: { image: Image; badge: string; priority?: boolean }) {
  return (
    <div className="relative">
      <Picture
        image={image}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        className="aspect-[4/3] w-full object-cover"
      />
      <span className="absolute top-4 left-4 rounded-full bg-paper px-3 py-1 text-sm font-semibold text-forest shadow">
        {badge}
      </span>
      {image.rendering && <RenderingCaption />}
    </div>
  );
}
