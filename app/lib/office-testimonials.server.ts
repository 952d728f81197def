// The server half of the office's testimonials: the list with the trash (/office/testimonials), a
// new one (/office/testimonials/new) and one's page (/office/testimonials/<id>: its fields as the
// site's card shows them, publishing, revisions, the trash). Every form is a plain post answered
// with a redirect or, refused, with its messages (4xx) and what was typed.
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { testimonialCard } from "~/content/testimonials.server";
import { compareTestimonials, testimonialFromForm, type TestimonialForm } from "../../server/content/testimonials.ts";
import {
  contentList,
  formIntent,
  formText,
  itemIdOf,
  itemIntent,
  notFound,
  orderedListAction,
  revisionsView,
  savedAs,
} from "./office-content.server";
import { officeUser, type Context } from "./office.server";

const testimonials = (context: Context) => context.get(servicesContext).testimonials;
const LIST = "/office/testimonials";
const testimonialId = (params: { id?: string }) => itemIdOf(params) ?? notFound("testimonial");
export type TestimonialFormValues = Required<TestimonialForm>;

export const testimonialsPage = (request: Request, context: Context) =>
  contentList(
    request,
    testimonials(context),
    (testimonial) => testimonial.name,
    (testimonial) => ({ who: `${testimonial.title}, ${testimonial.company}` }),
  );

/** The list's form: a testimonial back from the trash. */
export const testimonialsAction = (request: Request, context: Context) =>
  orderedListAction(request, context, testimonials(context), LIST);

export async function testimonialEditor(request: Request, context: Context, params: { id?: string }) {
  const notice = new URL(request.url).searchParams.get("done");
  if (params.id === undefined) {
    const values: TestimonialFormValues = { name: "", title: "", company: "", content: "", rating: "5" };
    return {
      id: undefined,
      status: undefined,
      previewAddress: undefined,
      values,
      card: undefined,
      notice,
      revisions: [],
      comparison: undefined,
    };
  }
  const id = testimonialId(params);
  const testimonial = (await testimonials(context).find(id)) ?? notFound("testimonial");
  if (testimonial.deletedAt) notFound("testimonial");
  const { name, title, company, content, rating } = testimonial;
  return {
    id,
    status: testimonial.status,
    previewAddress: testimonials(context).previewAddress(testimonial),
    values: { name, title, company, content, rating: String(rating) },
    card: testimonialCard(testimonial),
    notice,
    ...revisionsView(
      request,
      await testimonials(context).revisions(id),
      testimonial,
      (fields) => fields.name,
      compareTestimonials,
    ),
  };
}

export async function testimonialAction(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const id = params.id === undefined ? undefined : testimonialId(params);
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  const intent = formIntent(form);
  const service = testimonials(context);
  if (id !== undefined) {
    const refusal = await itemIntent(service, id, intent, form, user.email, LIST);
    if (refusal) return refusal;
  }

  const values: TestimonialFormValues = {
    name: formText(form, "name"),
    title: formText(form, "title"),
    company: formText(form, "company"),
    content: formText(form, "content"),
    rating: formText(form, "rating"),
  };
  const slug = id === undefined ? await service.freeSlug(values.name) : ((await service.find(id))?.slug ?? "");
  const { status, done } = savedAs(intent, id === undefined);
  const saved = await service.save(testimonialFromForm(values), slug, id, status, user.email);
  if ("errors" in saved) return data({ fieldErrors: saved.errors, values }, 400);
  throw redirect(`${LIST}/${saved.id}?done=${done}`, 303);
}
