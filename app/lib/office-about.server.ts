// The server half of the office's about page (/office/about): its heading and introduction, the
// family's paragraphs and photo, the company's story, and the page's revisions to compare and
// restore; and its preview as the site will show it. A save is live at once, or kept as a draft to
// preview first (the page is never off the site). The form is a plain post answered with a redirect
// or, refused, with its messages (4xx) and what was typed; a photo accepted from a refused form stays in it.
import { data } from "react-router";
import { servicesContext } from "~/context";
import { photoImage } from "~/content/project-images.server";
import { compareAbout } from "../../server/content/about.ts";
import { paragraphsOf } from "../../server/content/collection.ts";
import { focusPoints } from "../../server/content/content-photo.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import {
  formCover,
  formText,
  revisionsView,
  formPhoto,
  singleItemIntent,
  afterLiveSave,
  liveSaveOf,
} from "./office-content.server";
import { officeUser, type Context } from "./office.server";

const aboutPage = (context: Context) => context.get(servicesContext).aboutPage;
const PAGE = "/office/about";
/** The form's text: each set of paragraphs in one box, blank lines between them. */
export type AboutFormValues = Record<"title" | "intro" | "familyTitle" | "family" | "storyTitle" | "story", string>;

export async function aboutEditor(request: Request, context: Context) {
  const about = await aboutPage(context).current();
  const { title, intro, familyTitle, family, storyTitle, story, image } = about;
  return {
    focusPoints,
    values: {
      title,
      intro,
      familyTitle,
      family: family.join("\n\n"),
      storyTitle,
      story: story.join("\n\n"),
    } satisfies AboutFormValues,
    image: { ...image, image: photoImage(image, about.photoFiles) },
    hasChanges: about.hasChanges,
    previewAddress: aboutPage(context).previewAddress(about),
    notice: new URL(request.url).searchParams.get("done"),
    ...revisionsView(request, await aboutPage(context).revisions(about.id), about, () => "About Us", compareAbout),
  };
}

export async function aboutAction(request: Request, context: Context) {
  const user = officeUser(context);
  // The form may carry a photo of up to 30 MB: read when its turn comes (server/photos/photo-service.ts).
  return context.get(servicesContext).photos.receiving(() => handleAboutForm(request, context, user));
}

async function handleAboutForm(request: Request, context: Context, user: OfficeUser) {
  const page = aboutPage(context);
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  await singleItemIntent(page, form, user.email, PAGE);
  const intent = formText(form, "intent") || "save";
  const liveSave = liveSaveOf(intent);
  if (!liveSave) return data({ fieldErrors: { form: "The about page is only changed, never removed." } }, 400);

  const { photo: image, refusals } = await formPhoto(form, "image", user, context);
  const values: AboutFormValues = {
    title: formText(form, "title"),
    intro: formText(form, "intro"),
    familyTitle: formText(form, "familyTitle"),
    family: formText(form, "family"),
    storyTitle: formText(form, "storyTitle"),
    story: formText(form, "story"),
  };
  const typed = async () => ({ values, image: await formCover(page, image) });
  if (refusals.length > 0) return data({ fieldErrors: { photo: refusals.join(" ") }, ...(await typed()) }, 400);
  if (!image) return data({ fieldErrors: { image: "Choose the family's photo." }, ...(await typed()) }, 400);

  const saved = await page.save(
    { ...values, family: paragraphsOf(values.family), story: paragraphsOf(values.story), image },
    user.email,
    liveSave,
  );
  if ("errors" in saved) return data({ fieldErrors: saved.errors, ...(await typed()) }, 400);
  throw afterLiveSave(PAGE, saved);
}
