import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-send";
import { site } from "#common/site.ts";
import type { OfficeHandle } from "~/lib/hydration";
import { howLong } from "~/lib/office-how-long";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { sendAction, sendPage } from "~/lib/office-newsletter.server";
import { keepPageWhenLost } from "~/lib/office-save";
import { OfficeNotice } from "~/components/office/OfficeNotice";

// The one question before a letter goes out: to how many people, and how long it takes at the
// pace the mail provider allows. Only an owner sends; staff are told whom to ask.

// Sending wants a sign-in within 15 minutes: one sent to sign in again comes back to this question.
export const handle: OfficeHandle = { right: "content", recentSignIn: { when: "posting" } };

export const loader = ({ context, params }: Route.LoaderArgs) => sendPage(context, params);
export const action = ({ request, context, params }: Route.ActionArgs) => sendAction(request, context, params);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Send the letter | ${site.shortName} office` }];

export default function NewsletterSend({ loaderData, actionData }: Route.ComponentProps) {
  const { id, subject, recipients, durationMs, paceSeconds, owner, owners } = loaderData;
  const backToDraft = (
    <Link to={`/office/newsletter/${id}`} className="text-forest underline underline-offset-4">
      Back to the draft
    </Link>
  );
  return (
    <>
      <h1 className="text-3xl">Send the letter</h1>
      <p className="mt-4 text-lg wrap-anywhere">
        <span className="font-semibold">“{subject}”</span>
      </p>
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded-lg border border-danger p-4 font-semibold text-danger">
          {actionData.error}
        </p>
      )}
      {!owner ? (
        <OfficeNotice>
          <p className="font-semibold">Only an owner sends a letter.</p>
          <p className="mt-1 wrap-anywhere">
            Your draft is saved. Ask {owners.length === 1 ? "the owner" : "an owner"} ({owners.join(", ")}) to open it
            under Newsletter and send it.
          </p>
          <p className="mt-3">{backToDraft}</p>
        </OfficeNotice>
      ) : recipients === 0 ? (
        <OfficeNotice>
          <p>Nobody has confirmed a subscription yet, so there is no one to send it to. The draft stays saved.</p>
          <p className="mt-3">{backToDraft}</p>
        </OfficeNotice>
      ) : (
        <Form method="post" className="mt-6 rounded-2xl border border-line bg-paper p-5 md:p-8">
          <p>
            It goes to the <strong>{recipients}</strong> {recipients === 1 ? "person" : "people"} subscribed and
            confirmed now, one letter {paceSeconds === 1 ? "a second" : `every ${paceSeconds} seconds`} (the pace your
            mail provider allows): {howLong(durationMs)} in all. Each gets it once, with their own unsubscribe link. You
            can pause the sending and resume it.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="submit" name="confirm" value="1" className={buttonClasses("primary")}>
              Send to {recipients} {recipients === 1 ? "subscriber" : "subscribers"}
            </button>
            {backToDraft}
          </div>
        </Form>
      )}
    </>
  );
}
