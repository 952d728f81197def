import { CalendarCheck, CalendarX } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/consultation-manage";
import { bookingManagePath, notices } from "#common/enquiry.ts";
import { site } from "#common/site.ts";
import { Notice } from "~/components/contact/Notice";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { PageIntro } from "~/components/ui/Section";
import { servicesContext } from "../../server/context.ts";

// The page behind the link a visitor gets when they book: their consultation, and a way to cancel
// it. Only the link's holder can find it; a wrong or altered token is a 404 like any unknown page.

async function bookingOr404(token: string, context: Readonly<Route.LoaderArgs["context"]>) {
  const booking = await context.get(servicesContext).bookings.find(token);
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await bookingOr404(params.token, context);
  const { searchParams } = new URL(request.url);
  // The server sends form pages as private and uncached, and the Referrer-Policy keeps the
  // address (with its token) from other sites.
  return { booking, justBooked: searchParams.has("booked") && booking.status === "confirmed" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Without JavaScript the cancellation comes back as this page (post, redirect, get).
  await bookingOr404(params.token, context);
  const intent = (await request.formData().catch(() => undefined))?.get("intent");
  if (intent !== "cancel") throw data("Unknown request.", { status: 400 });
  await context.get(servicesContext).bookings.cancel(params.token);
  return redirect(bookingManagePath(params.token), 303);
}

export const meta: Route.MetaFunction = () => [{ title: `Your consultation | ${site.name}` }, { name: "robots", content: "noindex" }];

export default function ManageConsultation({ loaderData: { booking, justBooked }, params }: Route.ComponentProps) {
  const confirmed = booking.status === "confirmed";
  return (
    <>
      <PageIntro eyebrow="Your consultation" title={confirmed ? "Your consultation is booked" : "Your consultation is cancelled"} />
      <div className="mx-auto max-w-3xl space-y-8 px-5 py-14 md:px-8">
        {justBooked && <Notice notice={notices.booking.booked} destructive={false} />}
        <section aria-labelledby="booking-details" className="rounded-2xl border border-line bg-paper p-6 shadow-sm md:p-10">
          <h2 id="booking-details" className="flex items-center gap-3 text-2xl">
            {confirmed ? <CalendarCheck aria-hidden="true" className="size-7 text-brass-dark" /> : <CalendarX aria-hidden="true" className="size-7 text-danger" />}
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
                Keep this page's address: it is your link to this booking. To change the time, cancel here and choose a new one, or call us on{" "}
                <a href={site.phone.href} className="font-medium text-forest underline underline-offset-4">
                  {site.phone.display}
                </a>
                .
              </p>
              <Form method="post" action={bookingManagePath(params.token)} className="mt-6">
                <button type="submit" name="intent" value="cancel" className={buttonClasses("secondary")}>
                  Cancel this consultation
                </button>
              </Form>
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
      </div>
    </>
  );
}
