import type { Route } from "./+types/newsletter-issue";
import type { OfficeHandle } from "~/lib/hydration";
import { site } from "#common/site.ts";
import { LetterForm } from "~/components/office/newsletter/LetterForm";
import { SendingProgress } from "~/components/office/newsletter/SendingProgress";
import { issueAction, issuePage } from "~/lib/office-newsletter.server";
import { saveInPlace } from "~/lib/office-save";

// One letter: while it is a draft, the form that writes it (subject, introduction, the projects and
// posts it shows), its preview and a test to yourself; once an owner sent it, how far the sending
// is, kept up to date every few seconds while it goes on (with JavaScript; without it, by reloading).

// The newsletter is content: staff draft it only with the right to (server/office/rights.ts).
export const handle: OfficeHandle = { right: "content" };

export const loader = ({ request, context, params }: Route.LoaderArgs) => issuePage(request, context, params);
export const action = ({ request, context, params }: Route.ActionArgs) => issueAction(request, context, params);
// With JavaScript, a save lost in transit keeps the form and says so (lib/office-save.ts).
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => saveInPlace(serverAction);

/** While letters are going out, the page asks for the figures this often. */
const REFRESH_SECONDS = 5;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.kind === "sending" ? loaderData.subject : loaderData?.id ? "Letter draft" : "New letter"} | ${site.shortName} office`,
  },
];

export default function NewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "sending") return <SendingProgress {...loaderData} refreshSeconds={REFRESH_SECONDS} />;
  return <LetterForm {...loaderData} refused={actionData} />;
}
