// The about page (/office/about): its heading and introduction, the family's paragraphs and photo,
// and the company's story (its core values are a card list). Always on the site: only changed.
import { photoImage } from "~/content/project-images.server";
import { compareAbout, type AboutItem } from "../../../server/content/about.ts";
import { paragraphsOf } from "../../../server/content/collection.ts";
import type { StoredPhoto } from "../../../server/storage/content.ts";
import { formCover, formPhoto, formText } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";

const textFields = ["title", "intro", "familyTitle", "family", "storyTitle", "story"] as const;
/** The form's text: each set of paragraphs in one box, blank lines between them. */
export type AboutFormValues = Record<(typeof textFields)[number], string>;

export const kind = {
  name: "About page",
  menuLabel: "About",
  noun: "about page",
  shape: "single",
  collection: (services) => services.aboutPage,
  single: (services) => services.aboutPage.current(),
  titleOf: () => "About Us",
  compare: compareAbout,
  photos: true,
  editor: (about) => ({
    values: {
      title: about!.title,
      intro: about!.intro,
      familyTitle: about!.familyTitle,
      family: about!.family.join("\n\n"),
      storyTitle: about!.storyTitle,
      story: about!.story.join("\n\n"),
    } satisfies AboutFormValues,
    image: { ...about!.image, image: photoImage(about!.image, about!.photoFiles) },
  }),
  async read(form, _about, { user, context, services }) {
    const { photo: image, refusals } = await formPhoto(form, "image", user, context);
    const values = Object.fromEntries(textFields.map((field) => [field, formText(form, field)])) as AboutFormValues;
    const typed = { values, image: await formCover(services.aboutPage, image) };
    if (refusals.length > 0) return { typed, refusal: { photo: refusals.join(" ") } };
    if (!image) return { typed, refusal: { image: "Choose the family's photo." } };
    return {
      typed,
      input: { ...values, family: paragraphsOf(values.family), story: paragraphsOf(values.story), image },
    };
  },
} satisfies KindDeclaration<AboutItem & { photoFiles: Record<number, StoredPhoto> }>;
