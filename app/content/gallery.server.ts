// The home gallery's cards as the home page shows them (and so what its loader writes into the
// page): made from the database's gallery (server/content/gallery.ts), each with its picture and,
// for a portfolio project, the address of its page.
import type { Gallery } from "../../server/content/gallery.ts";
import { photoImage } from "./project-images.server";

/** The cards as the home page shows them (in the gallery's preview, with the picks kept as a draft). */
export async function galleryCards(gallery: Gallery) {
  const { cards, photoFiles } = await gallery.cards();
  return cards.flatMap(({ title, category, description, photo, slug }) => {
    const image = photoImage(photo, photoFiles);
    return image ? [{ title, category, description, image, ...(slug && { to: `/portfolio/${slug}` }) }] : [];
  });
}
export type GalleryCardData = Awaited<ReturnType<typeof galleryCards>>[number];
