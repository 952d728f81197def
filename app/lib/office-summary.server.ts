// The server half of /office/summary: today's morning summary as the mail says it, and the signed-in
// person's choice to get it (server/office/daily-summary.ts), changed by a plain form post.
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { formFields, officeUser, type Context } from "./office.server";

/** A link in the mail (absolute, for a mail client) as the page links it: within the site. */
const withinSite = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

export async function summaryPage(request: Request, context: Context) {
  const user = officeUser(context);
  const { dailySummaries } = context.get(servicesContext);
  const [today, getsIt] = await Promise.all([dailySummaries.gather(), dailySummaries.getsIt(user.id)]);
  const relative = <Row extends { leadUrl: string }>(rows: Row[]) =>
    rows.map((row) => ({ ...row, leadUrl: withinSite(row.leadUrl) }));
  return {
    getsIt: getsIt ?? false,
    email: user.email,
    today: {
      ...today,
      consultations: relative(today.consultations),
      waiting: relative(today.waiting),
      due: relative(today.due),
      deadlines: relative(today.deadlines),
    },
    saved: new URL(request.url).searchParams.get("saved"),
  };
}

/** Turns the signed-in person's summary on (`wanted=yes`) or off (`wanted=no`). */
export async function summaryAction(request: Request, context: Context) {
  const user = officeUser(context);
  const wanted = (await formFields(request))?.wanted;
  if (wanted !== "yes" && wanted !== "no") return data({ error: "Choose whether to get the summary." }, 400);
  await context.get(servicesContext).dailySummaries.choose(user.id, wanted === "yes");
  throw redirect(`/office/summary?saved=${wanted === "yes" ? "on" : "off"}`, 303);
}
