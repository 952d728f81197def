// The about page as the site shows it, made from the database (server/content/about.ts, seeded from
// server/content/seed/about.ts): its words and the family's picture, and the core values, a card list of
// their own (server/content/card-lists.ts).
import type { RequestServices } from "~/context";
import { photoImage } from "./project-images.server";

/**
 * What /about shows; `asEdited` (the office's preview of its words) with their changes kept as a
 * draft, `valuesAsEdited` (the preview of the core values) with those of the values.
 */
export async function aboutPageData(
  { aboutPage, cardLists }: RequestServices,
  { asEdited = false, valuesAsEdited = false } = {},
) {
  const { title, intro, familyTitle, family, image, photoFiles, storyTitle, story } = await (asEdited
    ? aboutPage.current()
    : aboutPage.shown());
  return {
    about: { title, intro, familyTitle, family, image: photoImage(image, photoFiles)!, storyTitle, story },
    values: await cardLists.cards("core-values", { asEdited: valuesAsEdited }),
  };
}
export type AboutPageData = Awaited<ReturnType<typeof aboutPageData>>;
