// SITE_URL for a staging host: every link in mail starts with it. The services take it from their
// configuration when they start (server/mail/site-url.ts); nothing reads it from the environment.
import { describe, expect, it } from "vitest";
import { siteUrl } from "../../server/mail/site-url.ts";
import { bookingVisitor, mailingServices, offeredDays, waitFor } from "../support/services.ts";

const staging = "https://staging.saltbox.test";
const mailing = mailingServices();

const links = (html: string | false | undefined) =>
  [...String(html).matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) => new URL(match[1]!).origin);

describe("SITE_URL", () => {
  it("is the origin of the links in a booking's and a subscription's mail", async () => {
    const { services, config } = await mailing.setup("sqlite", { SITE_URL: `${staging}/` });
    expect([config.SITE_URL, siteUrl()]).toEqual([staging, staging]);

    const [day] = await offeredDays(services);
    const outcome = await services.bookings.book({ ...bookingVisitor, start: day!.slots[0]!.start }, "127.0.0.1");
    if (!outcome.ok) throw new Error(`booking: ${outcome.reason}`);
    const token = outcome.booking.manageUrl.split("/").at(-1)!;
    await waitFor(() => mailing.smtp.messages.length === 2);
    const acknowledgement = mailing.smtp.messages.find(
      (mail) => mail.html && mail.html.includes("/consultation/manage/"),
    );
    expect(acknowledgement?.html).toContain(`href="${staging}/consultation/manage/${token}"`);

    mailing.smtp.messages.length = 0;
    expect(await services.bookings.cancel(token)).toBe(true);
    await waitFor(() => mailing.smtp.messages.length === 2);
    const cancelled = mailing.smtp.messages.find((mail) => mail.html && mail.html.includes('/consultation"'));
    expect(cancelled?.html).toContain(`href="${staging}/consultation"`);

    mailing.smtp.messages.length = 0;
    expect(await services.newsletter.subscribe({ email: "reader@example.com" }, "127.0.0.1")).toEqual({ ok: true });
    await waitFor(() => mailing.smtp.messages.length === 1);
    const confirmation = mailing.smtp.messages[0]!;
    expect(confirmation.text).toContain(`${staging}/newsletter/confirm?token=`);

    // No link in any of these mails leads to the public site's own address.
    const origins = [acknowledgement, cancelled, confirmation].flatMap((mail) => links(mail?.html));
    expect(origins.length).toBeGreaterThan(0);
    expect(origins.filter((origin) => origin !== staging)).toEqual([]);
  });
});
