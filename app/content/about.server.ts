// The about page as the site shows it, made from the database (server/content/about.ts, seeded from
// server/content/seed/about.ts): its words and the family's picture, and the core values, a card list of
// their own (server/content/card-lists.ts).
import type { RequestServices } from "~/context";
import { photoImage } from "./project-images.server";

/** What /about shows (in a preview of its words or of the core values, with their changes kept as a draft). */
export async function aboutPageData({ aboutPage, cardLists }: RequestServices) {
  const { title, intro, familyTitle, family, image, photoFiles, storyTitle, story } = await aboutPage.shown();
  return {
    about: { title, intro, familyTitle, family, image: photoImage(image, photoFiles)!, storyTitle, story },
    values: await cardLists.cards("core-values"),
  };
}
export type AboutPageData = Awaited<ReturnType<typeof aboutPageData>>;
