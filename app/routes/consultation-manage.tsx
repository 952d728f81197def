import { CalendarCheck, CalendarX } from "lucide-react";
import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/consultation-manage";
import { bookingManagePath, bookingMoved, notices, type EnquiryResult } from "#common/enquiry.ts";
import { site } from "#common/site.ts";
import { useBusinessFacts } from "~/lib/business-facts";
import { Notice } from "~/components/contact/Notice";
import { TimePicker } from "~/components/contact/TimePicker";
import { bookingPage, changeBooking } from "~/lib/booking-page.server";
import { ButtonLink, buttonClasses } from "~/components/ui/ButtonLink";
import { PageIntro } from "~/components/ui/Section";
import type { RouteHandle } from "~/lib/hydration";
import { revalidateAfterTaken, submitInPlace } from "~/lib/submit-in-place";

// The page behind the link a visitor gets when they book: their consultation, and ways to move it
// to another free time or cancel it. Cancelling asks first, as a page of its own (?cancel) with the
// confirming form, so it works the same without JavaScript.

export const loader = ({ request, params, context }: Route.LoaderArgs) => bookingPage(params.token, request, context);
export const action = ({ request, params, context }: Route.ActionArgs) => changeBooking(params.token, request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitInPlace(serverAction);
export const shouldRevalidate = revalidateAfterTaken;

// React runs in the browser here, as on /consultation: another week of the time picker comes in
// place, where the visitor was reading, and a post lost on the way keeps the page and its choice.
export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [
  { title: `Your consultation | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function ManageConsultation({
  loaderData: { booking, week, change, confirmCancel },
  params,
}: Route.ComponentProps) {
  const confirmed = booking.status === "confirmed";
  const { phone } = useBusinessFacts();
  const failed = useActionData<EnquiryResult>();
  const action = bookingManagePath(params.token);
  return (
    <>
      <PageIntro
        eyebrow="Your consultation"
        title={confirmed ? "Your consultation is booked" : "Your consultation is cancelled"}
      />
      <div className="mx-auto max-w-3xl space-y-8 px-5 py-14 md:px-8">
        {change && confirmed && (
          <Notice
            notice={change === "booked" ? notices.booking.booked : bookingMoved}
            destructive={false}
            arrival="stay"
          />
        )}
        {failed && !failed.ok && (
          <Notice
            // What the server said about the change itself ("This consultation is cancelled; book a
            // new time instead."), where the notice is read first, not only beside the time picker.
            notice={{
              ...notices.booking[failed.notice],
              ...(failed.notice === "invalid" &&
                failed.fieldErrors?.start && { description: failed.fieldErrors.start }),
            }}
            destructive
          />
        )}
        {confirmCancel && (
          <section
            aria-labelledby="cancel-heading"
            className="rounded-2xl border-2 border-danger bg-paper p-6 shadow-sm md:p-10"
          >
            <h2 id="cancel-heading" className="text-2xl">
              Cancel the consultation on {booking.shortWhen}?
            </h2>
            <p className="mt-4 text-muted">
              The time becomes free for others, and we e-mail you the cancellation with an update for your calendar.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Form method="post" action={action}>
                <button type="submit" name="intent" value="cancel" className={buttonClasses("primary")}>
                  Yes, cancel it
                </button>
              </Form>
              <ButtonLink to={action} variant="secondary">
                No, keep it
              </ButtonLink>
            </div>
          </section>
        )}
        <section
          aria-labelledby="booking-details"
          className="rounded-2xl border border-line bg-paper p-6 shadow-sm md:p-10"
        >
          <h2 id="booking-details" className="flex items-center gap-3 text-2xl">
            {confirmed ? (
              <CalendarCheck aria-hidden="true" className="size-7 text-brass-dark" />
            ) : (
              <CalendarX aria-hidden="true" className="size-7 text-danger" />
            )}
            {confirmed ? "Booked" : "Cancelled"}
          </h2>
          <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">When</dt>
            <dd>
              <time dateTime={booking.start}>{booking.when}</time>
            </dd>
            <dt className="font-semibold">Who</dt>
            <dd>{booking.name}</dd>
            {booking.location && (
              <>
                <dt className="font-semibold">Where</dt>
                <dd>{booking.location}</dd>
              </>
            )}
          </dl>
          {confirmed ? (
            <>
              <p className="mt-6 text-muted">
                Keep this page's address: it is your link to this booking. Questions? Call us on{" "}
                <a href={phone.href} className="font-medium text-forest underline underline-offset-4">
                  {phone.display}
                </a>
                .
              </p>
              {!confirmCancel && (
                <ButtonLink to={`${action}?cancel`} variant="secondary" className="mt-6">
                  Cancel this consultation
                </ButtonLink>
              )}
            </>
          ) : (
            <p className="mt-6">
              The time is free again.{" "}
              <Link to="/consultation" className="font-medium text-forest underline underline-offset-4">
                Book another time
              </Link>
              .
            </p>
          )}
        </section>
        {confirmed && week && (
          <section
            aria-labelledby="move-heading"
            className="rounded-2xl border border-line bg-paper p-6 shadow-sm md:p-10"
          >
            <h2 id="move-heading" className="text-2xl">
              Move to another time
            </h2>
            <Form method="post" action={action} className="mt-6 space-y-6">
              <TimePicker
                week={week}
                suggestions={(failed && !failed.ok && failed.suggestions) || []}
                error={failed && !failed.ok ? failed.fieldErrors?.start : undefined}
                legend="Choose a new time"
                weekHref={(monday) => `${action}?week=${monday}`}
              />
              <button type="submit" name="intent" value="reschedule" className={buttonClasses("primary")}>
                Move my consultation
              </button>
            </Form>
          </section>
        )}
      </div>
    </>
  );
}
