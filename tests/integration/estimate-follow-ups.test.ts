// The estimates after sending on both engines, through the real services, store and SMTP on loopback,
// with the clock moved: a version not opened in 3 days followed up once, one opened and not
// answered in 7 followed up once (a version followed up as unopened is not again), none for a version
// declined, past its last day or with its follow-ups turned off, and none sent twice by two
// processes at once or after a restart. And the pipeline in money that counts them: sent, accepted, the close rates.
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { withRows } from "../../server/estimates/estimate-form.ts";
import { businessToday } from "../../server/office/leads.ts";
import { createServices, type Services } from "../../server/services.ts";
import { mailingServices, officeOwner as owner, OWNER, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const DAY_MS = 86_400_000;
const followUps = (to: string) =>
  mailing.smtp.messages
    .filter((mail: ParsedMail) => /^estimate-follow-up-/.test(String(mail.headers.get("x-site-notification") ?? "")))
    .filter((mail) => JSON.stringify(mail.to).includes(to))
    .map((mail) => String(mail.headers.get("x-site-notification")).replace("estimate-follow-up-", ""));
const validUntil = new Date(Date.parse(`${businessToday(new Date())}T12:00:00Z`) + 30 * DAY_MS)
  .toISOString()
  .slice(0, 10);
const bathroom = withRows(
  {
    title: "Bathroom refresh",
    scope: "New vanity and tile.",
    rows: [{ description: "Vanity", quantity: "1", unit: "", unitPrice: "2400", group: "", kind: "" }],
    taxPercent: "",
    depositPercent: "10",
    depositAmount: "",
    milestones: [],
    validUntil,
  },
  0,
);

/** A lead with an estimate sent to `email` (valid until `lastDay`): the version's id and its link's token. */
async function sent({ estimates, office }: Services, email: string, lastDay = validUntil) {
  const lead = await office.enterLead(
    // Each a different person: the same name or phone would join the first lead.
    { firstName: email.split(".")[0]!, lastName: "Ruiz", email, phone: "", source: "referral", message: "Bath" },
    owner,
  );
  if (!lead.ok) throw new Error("no lead");
  const made = await estimates.create(lead.id, { ...bathroom, validUntil: lastDay }, owner);
  if (!made.ok) throw new Error("no estimate");
  expect(await estimates.send(made.id, owner)).toEqual({ ok: true });
  await waitFor(() => mailing.smtp.messages.some((mail) => JSON.stringify(mail.to).includes(email)));
  const mail = mailing.smtp.messages.find((mail) => JSON.stringify(mail.to).includes(email))!;
  return { id: made.id, token: /\/estimates\/([\w-]+)/.exec(mail.text ?? "")![1]! };
}

describe.each<StoreKind>(["sqlite", "postgres"])("estimate follow-ups on %s", (kind) => {
  it("follows up a version once, across two processes and a restart; none when declined or turned off", async () => {
    const { services, config } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const { estimates, estimateFollowUps } = services;
    const sentAt = new Date();
    const unopened = await sent(services, "ana.unopened@example.com");
    const opened = await sent(services, "ben.opened@example.com");
    const declined = await sent(services, "cy.declined@example.com");
    const off = await sent(services, "di.off@example.com");
    await estimates.forClient(opened.token, [], true);
    await estimates.forClient(declined.token, [], true);
    expect(await estimates.decline(declined.token, "Went with a cheaper bid")).toMatchObject({ ok: true });
    expect(await estimateFollowUps.choose(off.id, false, owner)).toBe(true);
    expect(await estimateFollowUps.choose(99_999, false, owner)).toBe(false);
    const at = (days: number) => new Date(sentAt.getTime() + days * DAY_MS + 60_000);

    expect(await estimateFollowUps.sendDue(at(2.9))).toBe(0);
    // Three days on: the unopened one, once, however many processes look.
    const other = mailing.closeAfterTest(createServices(config, () => {}));
    const first = await Promise.all([estimateFollowUps.sendDue(at(3)), other.estimateFollowUps.sendDue(at(3))]);
    expect(first[0] + first[1]).toBe(1);
    expect(await other.estimateFollowUps.sendDue(at(4))).toBe(0);
    await waitFor(() => followUps("ana.unopened@example.com").length === 1);
    expect(followUps("ana.unopened@example.com")).toEqual(["unopened"]);
    expect(mailing.smtp.messages.find((mail) => /Your estimate from us/.test(mail.subject ?? ""))!.text).toContain(
      `/estimates/${unopened.token}`,
    );

    // Opened after its follow-up: a week on it is not followed up again; the one opened at once is, as unanswered.
    await estimates.forClient(unopened.token, [], true);
    await mailing.closeNow(other);
    const restarted = mailing.closeAfterTest(createServices(config, () => {}));
    const week = await Promise.all([estimateFollowUps.sendDue(at(7)), restarted.estimateFollowUps.sendDue(at(7))]);
    expect(week[0] + week[1]).toBe(1);
    expect(await restarted.estimateFollowUps.sendDue(at(30))).toBe(0);
    expect(await estimateFollowUps.sendDue(at(30))).toBe(0);
    await waitFor(() => followUps("ben.opened@example.com").length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(followUps("ana.unopened@example.com")).toEqual(["unopened"]);
    expect(followUps("ben.opened@example.com")).toEqual(["unanswered"]);
    expect(followUps("cy.declined@example.com")).toEqual([]);
    expect(followUps("di.off@example.com")).toEqual([]);
    expect((await estimates.forOffice(opened.id))!.row).toMatchObject({
      unopenedFollowUpAt: null,
      unansweredFollowUpAt: expect.anything(),
    });
    // Turned off for an estimate, they stay off for its next version; on stays on.
    const offAgain = await estimates.newVersion(off.id, owner);
    const onAgain = await estimates.newVersion(opened.id, owner);
    expect(offAgain.ok && onAgain.ok).toBe(true);
    if (!offAgain.ok || !onAgain.ok) return;
    expect((await estimates.forOffice(offAgain.id))!.row).toMatchObject({ version: 2, followUps: 0 });
    expect((await estimates.forOffice(onAgain.id))!.row).toMatchObject({ version: 2, followUps: 1 });
  });

  it("follows up no version past its last day: its link says to ask for a new estimate", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const { estimates, estimateFollowUps } = services;
    const sentAt = new Date();
    const dayAfter = new Date(Date.parse(`${businessToday(sentAt)}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    const unopened = await sent(services, "gil.expired@example.com", dayAfter);
    const opened = await sent(services, "hal.expired@example.com", dayAfter);
    await estimates.forClient(opened.token, [], true);
    const at = (days: number) => new Date(sentAt.getTime() + days * DAY_MS + 60_000);
    expect(await estimateFollowUps.sendDue(at(3))).toBe(0);
    expect(await estimateFollowUps.sendDue(at(7))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(followUps("gil.expired@example.com")).toEqual([]);
    expect(followUps("hal.expired@example.com")).toEqual([]);
    // Taken without a mail, so a later look sends nothing either.
    expect((await estimates.forOffice(unopened.id))!.row).toMatchObject({ unopenedFollowUpAt: expect.anything() });
    expect(await estimateFollowUps.sendDue(at(30))).toBe(0);
  });

  it("counts the pipeline in money: the month's estimates sent and accepted, by count and by value", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const { estimates, pipeline } = services;
    expect(await pipeline.report(3)).toEqual([]);
    const won = await sent(services, "eva.won@example.com");
    await sent(services, "fay.waiting@example.com");
    const signer = { address: "203.0.113.9", agent: "Safari" };
    expect(await estimates.accept(won.token, { signerName: "Eva Ruiz", consent: "yes", options: [] }, signer)).toEqual({
      ok: true,
      state: "accepted",
    });
    const [month] = await pipeline.report(3);
    expect(month).toMatchObject({
      sent: 2,
      sentValue: "$4,800",
      accepted: 1,
      acceptedValue: "$2,400",
      closeByCount: 0.5,
      closeByValue: 0.5,
    });
  });
});
