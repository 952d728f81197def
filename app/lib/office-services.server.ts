// The server half of the office's services: the four services (/office/services), one service's
// form (/office/services/<id>: its summary, paragraphs, six "What's Included" items and photo,
// revisions to compare and restore) and its preview as the site shows it. A save is live at once,
// or kept as a draft to preview first (a service is never off the site). Every form is a plain post answered with a redirect or, refused,
// with its messages (4xx) and what was typed; a photo accepted from a refused form stays in it, so
// nothing uploaded is lost.
import { data } from "react-router";
import { servicesContext } from "~/context";
import { photoImage } from "~/content/project-images.server";
import { focusPoints } from "../../server/content/content-photo.ts";
import { paragraphsOf } from "../../server/content/collection.ts";
import { compareServices, FEATURE_COUNT } from "../../server/content/services.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import {
  formCover,
  formText,
  itemIdOf,
  itemIntent,
  notFound,
  revisionsView,
  formPhoto,
  afterLiveSave,
  liveSaveOf,
} from "./office-content.server";
import { officeTime } from "./office-dates";
import { officeUser, type Context } from "./office.server";

const servicePages = (context: Context) => context.get(servicesContext).servicePages;
const LIST = "/office/services";
/** The form's text: the paragraphs in one box, blank lines between them; the six items one field each. */
export type ServiceFormValues = { summary: string; description: string; features: string[] };

export async function servicesList(context: Context) {
  const services = await servicePages(context).list();
  return {
    services: services.map((service) => ({
      id: service.id,
      title: service.title,
      slug: service.slug,
      rendering: "seed" in service.hero,
      hasChanges: service.hasChanges,
      when: officeTime(service.updatedAt),
    })),
  };
}

async function savedService(context: Context, params: { id?: string }) {
  const service = (await servicePages(context).find(itemIdOf(params) ?? notFound("service"))) ?? notFound("service");
  return service.deletedAt ? notFound("service") : service;
}

export async function serviceEditor(request: Request, context: Context, params: { id?: string }) {
  const service = await savedService(context, params);
  const { id, slug, title, summary, description, features, hero } = service;
  return {
    id,
    slug,
    title,
    focusPoints,
    values: { summary, description: description.join("\n\n"), features } satisfies ServiceFormValues,
    hero: { ...hero, image: photoImage(hero, service.photoFiles) },
    hasChanges: service.hasChanges,
    previewAddress: servicePages(context).previewAddress(service),
    notice: new URL(request.url).searchParams.get("done"),
    ...revisionsView(request, await servicePages(context).revisions(id), service, () => title, compareServices),
  };
}

export async function serviceAction(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const service = await savedService(context, params);
  // The form may carry a photo of up to 30 MB: read when its turn comes (server/photos/photo-service.ts).
  return context.get(servicesContext).photos.receiving(() => handleServiceForm(request, context, user, service));
}

async function handleServiceForm(
  request: Request,
  context: Context,
  user: OfficeUser,
  service: Awaited<ReturnType<typeof savedService>>,
) {
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  const intent = formText(form, "intent") || "save";
  const pages = servicePages(context);
  if (intent === "restore-revision" || intent === "discard") {
    const refusal = await itemIntent(pages, service.id, intent, form, user.email, LIST);
    if (refusal) return refusal;
  }
  const liveSave = liveSaveOf(intent);
  if (!liveSave) return data({ fieldErrors: { form: "A service is only changed, never removed." } }, 400);

  const { photo: hero, refusals } = await formPhoto(form, "hero", user, context);
  const values: ServiceFormValues = {
    summary: formText(form, "summary"),
    description: formText(form, "description"),
    // One line each, however the box wrapped what was typed.
    features: Array.from({ length: FEATURE_COUNT }, (_, index) =>
      formText(form, `features.${index}`).replace(/\s*\n\s*/g, " "),
    ),
  };
  const typed = async () => ({ values, hero: await formCover(pages, hero) });
  if (refusals.length > 0) return data({ fieldErrors: { photo: refusals.join(" ") }, ...(await typed()) }, 400);
  if (!hero) return data({ fieldErrors: { hero: "Choose the service's photo." }, ...(await typed()) }, 400);

  const input = {
    title: service.title,
    summary: values.summary,
    description: paragraphsOf(values.description),
    features: values.features,
    hero,
  };
  const saved = await pages.save(input, service.slug, service.id, user.email, liveSave);
  if ("errors" in saved) return data({ fieldErrors: saved.errors, ...(await typed()) }, 400);
  throw afterLiveSave(`${LIST}/${service.id}`, saved);
}
