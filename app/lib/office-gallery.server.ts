// The server half of the office's home gallery (/office/gallery): which nine cards the home page
// shows, each a starting picture or a published portfolio project, the gallery's revisions to
// compare and restore, and its preview. A save is live at once, or kept as a draft to preview
// first. The form is a plain post answered with a redirect or, refused, with its messages (4xx)
// and what was chosen.
import { data } from "react-router";
import { servicesContext } from "~/context";
import { galleryCards } from "~/content/gallery.server";
import { compareGalleries, GALLERY_SIZE } from "../../server/content/gallery.ts";
import { formText, revisionsView, singleItemIntent, afterLiveSave, liveSaveOf } from "./office-content.server";
import { officeUser, type Context } from "./office.server";

const PAGE = "/office/gallery";

export async function galleryEditor(request: Request, context: Context) {
  const { gallery, portfolio } = context.get(servicesContext);
  const [current, projects, shown] = await Promise.all([
    gallery.single(),
    portfolio.published(),
    galleryCards(gallery),
  ]);
  return {
    picks: current.picks,
    /** What each card can be: the starting pictures, then the portfolio's published projects. */
    choices: {
      starting: current.starting.map((card, index) => ({ value: `start:${index}`, label: card.title })),
      projects: projects.map((project) => ({
        value: `project:${project.slug}`,
        label: `${project.title} (${project.category})`,
      })),
    },
    /** The cards as the home page shows them now (a project taken off the site is left out). */
    shown,
    hasChanges: current.hasChanges,
    previewAddress: gallery.previewAddress(current),
    notice: new URL(request.url).searchParams.get("done"),
    ...revisionsView(
      request,
      await gallery.revisions(current.id),
      current,
      () => "Recent Project Gallery",
      compareGalleries,
    ),
  };
}

export async function galleryAction(request: Request, context: Context) {
  const user = officeUser(context);
  const { gallery } = context.get(servicesContext);
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  await singleItemIntent(gallery, form, user.email, PAGE);
  const intent = formText(form, "intent") || "save";
  const liveSave = liveSaveOf(intent);
  if (!liveSave) return data({ fieldErrors: { form: "The gallery is only changed, never removed." } }, 400);
  const picks = Array.from({ length: GALLERY_SIZE }, (_, index) => formText(form, `picks.${index}`));
  const saved = await gallery.save(picks, user.email, liveSave);
  if ("errors" in saved) return data({ fieldErrors: saved.errors, picks }, 400);
  throw afterLiveSave(PAGE, saved);
}
