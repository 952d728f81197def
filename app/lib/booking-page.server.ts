// The server half of a booking's own page (/consultation/manage/<token>): the booking and the
// week of free times to move it to, and the changes its holder posts (intent=reschedule with
// start=<ISO time>, or intent=cancel after the page has asked). Without JavaScript each change
// comes back as the page (post, redirect, get). Only the link's holder can find it; a wrong or
// altered token is a 404 like any unknown page.
import { data, redirect, type RouterContextProvider } from "react-router";
import { bookingManagePath } from "#common/enquiry.ts";
import { servicesContext } from "~/context";
import { weekOfTimes } from "./consultation-times.server";
import { answer } from "./form-action.server";

type Context = Readonly<RouterContextProvider>;

async function bookingOr404(token: string, context: Context) {
  const booking = await context.get(servicesContext).bookings.find(token);
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

export async function bookingPage(token: string, request: Request, context: Context) {
  const booking = await bookingOr404(token, context);
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

export async function changeBooking(token: string, request: Request, context: Context) {
  await bookingOr404(token, context);
  const form = await request.formData().catch(() => undefined);
  const { bookings } = context.get(servicesContext);
  const intent = form?.get("intent");
  if (intent === "cancel") {
    await bookings.cancel(token);
    return redirect(bookingManagePath(token), 303);
  }
  if (intent !== "reschedule") throw data("Unknown request.", { status: 400 });
  const outcome = await bookings.reschedule(token, form?.get("start"));
  if (outcome.ok) return redirect(`${bookingManagePath(token)}?moved`, 303);
  return answer("consultation", outcome, {});
}
