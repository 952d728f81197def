// The server half of a draft estimate's preview (/estimates/preview/<id>): the client's page as it
// will be once the draft is sent (the facts and contract texts in force now), for a signed-in
// person of the office only, under the band every preview has and, with `widths`, framed at a
// phone's width and a desktop's (components/preview/PagePreview.tsx). Nothing is sent, counted or
// made: a draft has no client's link until it is sent, and the preview's address opens nothing
// without the office's session. Its forms answer as the client's would not: "Update total" adds the
// options up, and accepting or declining says it is a preview, changing nothing. Never cached nor
// indexed (server/http/app.ts, security-headers.ts).
import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { servicesContext, type RequestServices } from "~/context";
import { estimatePreviewPath, officeEstimatePath } from "#common/office.ts";
import { currentUser, pageUrl, signInThenBackTo, type Context } from "./office.server";
import { previewContext } from "./page-preview.server";
import { readPostedForm, textOf } from "./posted-form.server";

type Previewed = NonNullable<Awaited<ReturnType<RequestServices["estimates"]["preview"]>>>;

const previewedContext = createContext<Previewed & { id: number }>();

/** What accepting or declining in the preview answers: nothing is signed or sent from here. */
export const PREVIEW_ONLY =
  "This is the office's preview: nothing is signed, declined or sent from it. Once you send the estimate, the client answers on their own page.";

/**
 * The route's middleware: the signed-in person's draft, read once for the page and its band. Signed
 * out, the office's sign-in, which comes back to the draft's page; a version no longer a draft, its
 * office page (which shows it as the client sees it); an address that names no estimate, a 404.
 */
export const estimatePreview: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  const id = /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : undefined;
  if (id === undefined) throw data(null, { status: 404 });
  const office = officeEstimatePath(id);
  if (!(await currentUser(request, context))) signInThenBackTo(office, request);
  const { estimates } = context.get(servicesContext);
  const found = await estimates.preview(id, pageUrl(request).searchParams.getAll("option"));
  if (!found) {
    if (await estimates.forOffice(id)) throw redirect(office, 303);
    throw data(null, { status: 404 });
  }
  context.set(previewedContext, { ...found, id });
  context.set(previewContext, {
    status: "draft",
    hasChanges: false,
    title: `${found.view.number}: ${found.view.title}`,
    editLink: office,
    says: "Preview of a draft estimate, as the client will see it once sent: nothing is sent, and no link is made.",
  });
};

export const estimatePreviewPage = (context: Context) => {
  const { id, status, view } = context.get(previewedContext);
  return { id, status, view };
};

/** A post in the preview: "Update total" shows the options' total; anything else changes nothing and says so. */
export async function estimatePreviewAction(request: Request, context: Context) {
  const { id } = context.get(previewedContext);
  const form = await readPostedForm(request);
  if (textOf(form)("intent") === "update") {
    // Inside the preview's frames the page stays framed.
    const framed = new URL(request.url).searchParams.has("framed") ? "framed&" : "";
    const search = new URLSearchParams([
      ["update", "1"],
      ...form.getAll("option").map((option) => ["option", String(option)]),
    ]);
    throw redirect(`${estimatePreviewPath(id)}?${framed}${search}#total`, 303);
  }
  return data({ errors: {}, typed: {}, message: PREVIEW_ONLY }, 409);
}
