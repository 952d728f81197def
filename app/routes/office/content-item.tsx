import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/content-item";
import type { OfficeHandle } from "~/lib/hydration";
import { site } from "#common/site.ts";
import { KindForm } from "~/components/office/content/KindForm";
import type { FormProps } from "~/lib/office-kind";
import { itemAction, itemPage } from "~/lib/office-content.server";
import { saveInPlace } from "~/lib/office-save";

// One item of a kind of content: a new one (/office/<kind>/new) or one saved (/office/<kind>/<id>),
// with its kind's form (app/components/office/forms/<kind>.tsx), publishing, its last revisions,
// and the trash.

// Staff work on the content only with the right to (server/office/rights.ts); publishing asks for more, per post.
export const handle: OfficeHandle = { right: "content" };

export const loader = ({ request, context, params }: Route.LoaderArgs) => itemPage(request, context, params);
export const action = ({ request, context, params }: Route.ActionArgs) => itemAction(request, context, params);
// With JavaScript, a save lost in transit keeps the form and says so (lib/office-save.ts).
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => saveInPlace(serverAction);

/** A preview changes nothing: the page's data stays as it is while the owner types. */
export const shouldRevalidate = ({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Content"} | ${site.shortName} office` },
];

export default function OfficeContentItem({ loaderData, actionData }: Route.ComponentProps) {
  return <KindForm {...({ loaderData, actionData } as FormProps<unknown>)} />;
}
