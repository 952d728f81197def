import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/content";
import type { OfficeHandle } from "~/lib/hydration";
import { site } from "#common/site.ts";
import { KindForm } from "~/components/office/content/KindForm";
import { KindList } from "~/components/office/content/KindList";
import type { FormProps } from "~/lib/office-kind";
import { kindAction, kindPage } from "~/lib/office-content.server";
import { keepPageWhenLost, saveInPlace } from "~/lib/office-save";

// A kind of content (/office/<kind>: the portfolio, the blog, the services...): its list, each item
// opening its form (content-item.tsx); or, for a kind of one page (the about page, the gallery,
// the facts), that page's form. The kinds are declared in app/lib/office-kinds/.

// Staff work on the content only with the right to (server/office/rights.ts); publishing asks for more, per post.
export const handle: OfficeHandle = { right: "content" };

export const loader = ({ request, context, params }: Route.LoaderArgs) => kindPage(request, context, params);
export const action = ({ request, context, params }: Route.ActionArgs) => kindAction(request, context, params);
// A list's forms (restore, move) hold nothing typed: a post lost in transit keeps the page and says
// so; a page's form keeps what was typed, with a message (lib/office-save.ts).
export const clientAction = async ({ request, serverAction }: Route.ClientActionArgs) => {
  const form = await request.clone().formData();
  return form.has("restore") || form.has("move") ? keepPageWhenLost(serverAction) : saveInPlace(serverAction);
};

/** A preview changes nothing: the page's data stays as it is while the owner types. */
export const shouldRevalidate = ({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Content"} | ${site.shortName} office` },
];

export default function OfficeContent({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.page === "list") return <KindList {...loaderData} />;
  return <KindForm {...({ loaderData, actionData } as FormProps<unknown>)} />;
}
