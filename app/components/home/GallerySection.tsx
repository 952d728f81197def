import type { GalleryCardData } from "~/content/gallery.server";
import { Carousel } from "~/components/ui/Carousel";
import { Section } from "~/components/ui/Section";
import { GalleryCard } from "./GalleryCard";

/** The home page's Recent Project Gallery (in its preview, with the cards kept as a draft). */
export function GallerySection({ cards }: { cards: GalleryCardData[] }) {
  return (
    <Section
      id="gallery"
      tone="stone"
      eyebrow="Recent work"
      title="Recent Project Gallery"
      intro="A look at kitchens, bathrooms, whole-home renovations and millwork we have completed across Central Florida."
    >
      <Carousel
        label="Gallery of recent projects"
        loop
        slides={cards.map((item) => (
          <GalleryCard key={item.to ?? item.title} item={item} />
        ))}
      />
    </Section>
  );
}
