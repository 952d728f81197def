import { CalendarCheck, CalendarX } from "lucide-react";
import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/consultation-manage";
import { bookingManagePath, bookingMoved, notices, type EnquiryResult } from "#common/enquiry.ts";
import { site } from "#common/site.ts";
import { Notice } from "~/components/contact/Notice";
import { TimePicker } from "~/components/contact/TimePicker";
import { nearestChoices, weekOfTimes } from "~/lib/consultation-times.server";
import { replyTo } from "../../server/http/reply.ts";
import { ButtonLink, buttonClasses } from "~/components/ui/ButtonLink";
import { PageIntro } from "~/components/ui/Section";
import { servicesContext } from "../context.ts";

// The page behind the link a visitor gets when they book: their consultation, and ways to move it
// to another free time or cancel it (intent=reschedule with start=<ISO time>, or intent=cancel).
// Cancelling asks first, as a page of its own (?cancel) with the confirming form, so it works the
// same without JavaScript (the page loads none). Only the link's holder can find it; a wrong or
// altered token is a 404 like any unknown page.

async function bookingOr404(token: string, context: Readonly<Route.LoaderArgs["context"]>) {
  const booking = await context.get(servicesContext).bookings.find(token);
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await bookingOr404(params.token, context);
  const { searchParams } = new URL(request.url);
  const confirmed = booking.status === "confirmed";
  // While the visitor is asked whether to cancel, the page shows nothing else to choose from.
  const confirmCancel = confirmed && searchParams.has("cancel");
  const free = confirmed && !confirmCancel ? await context.get(servicesContext).bookings.availableSlots() : undefined;
  // The server sends form pages as private and uncached, and the Referrer-Policy keeps the
  // address (with its token) from other sites.
  return {
    booking,
    week: free?.ok ? weekOfTimes(free.days, searchParams.get("week")) : undefined,
    confirmCancel,
    change: searchParams.has("booked")
      ? ("booked" as const)
      : searchParams.has("moved")
        ? ("moved" as const)
        : undefined,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Without JavaScript each change comes back as this page (post, redirect, get).
  await bookingOr404(params.token, context);
  const form = await request.formData().catch(() => undefined);
  const { bookings } = context.get(servicesContext);
  const intent = form?.get("intent");
  if (intent === "cancel") {
    await bookings.cancel(params.token);
    return redirect(bookingManagePath(params.token), 303);
  }
  if (intent !== "reschedule") throw data("Unknown request.", { status: 400 });
  const outcome = await bookings.reschedule(params.token, form?.get("start"));
  if (outcome.ok) return redirect(`${bookingManagePath(params.token)}?moved`, 303);
  const { status, result } = replyTo("consultation", outcome);
  const suggestions = "nearest" in outcome ? nearestChoices(outcome.nearest) : [];
  return data({ ...result, suggestions }, { status });
}

export const meta: Route.MetaFunction = () => [
  { title: `Your consultation | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function ManageConsultation({
  loaderData: { booking, week, change, confirmCancel },
  params,
}: Route.ComponentProps) {
  const confirmed = booking.status === "confirmed";
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
        {failed && !failed.ok && <Notice notice={notices.booking[failed.notice]} destructive />}
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
                <a href={site.phone.href} className="font-medium text-forest underline underline-offset-4">
                  {site.phone.display}
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
