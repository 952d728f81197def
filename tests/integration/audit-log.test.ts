// The audit log names and links what every office change was about, on both engines through the
// real services: a lead's notes, replies, calls, next steps and entries by hand (by number and
// client, linking the lead); an estimate's drafts, sending, signing and follow-ups, its change
// orders and payments (by the client's name, linking the estimate's page); a subscriber added by
// hand (who, with how they agreed, linking the list); the hours; a person's morning-summary choice.
import { describe, expect, it } from "vitest";
import { blankChangeOrder } from "../../server/estimates/contract-total.ts";
import { addDays } from "../../server/payments/rules.ts";
import { businessToday } from "../../server/office/leads.ts";
import type { Services } from "../../server/services.ts";
import { bathroom, draftedBathroom, owner, OWNER } from "../support/estimates.ts";
import { dayAfter, handCaller, mailingServices, offeredDays, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const today = businessToday(new Date());
const from = { address: "203.0.113.20", agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131" };

/** The log's entries, oldest first, as "who · action · detail → link". */
async function logged(services: Services) {
  const entries = await services.office.auditLog(200);
  return entries.reverse().map((entry) => `${entry.actor} · ${entry.action} · ${entry.detail} → ${entry.link}`);
}
/** The log's entries since `count` were there. */
const since = async (services: Services, count: number) => (await logged(services)).slice(count);

describe.each<StoreKind>(["sqlite", "postgres"])("the audit log on %s", (kind) => {
  it("names a lead's notes, replies, calls, next steps and entries by hand by number and client, linking the lead", async () => {
    const services = await mailing.ownersServices(kind);
    const { office } = services;
    const entered = await office.enterLead({ ...handCaller, email: "rosa.delgado@example.com" }, owner);
    if (!entered.ok) throw new Error("no lead");
    const { id } = entered;
    const lead = `/office/leads/${id}`;
    const before = (await logged(services)).length;
    expect(await office.addNote(id, "Prefers mornings.", owner)).toEqual({ ok: true });
    expect(await office.reply(id, "Hello Rosa,\n\nCould we visit on Friday?", owner)).toEqual({ ok: true });
    expect(await office.logActivity(id, { activity: "call", activityNote: "Spoke for 10 min" }, owner)).toEqual({
      ok: true,
    });
    const day = dayAfter(today, 3);
    expect(await office.setFollowUp(id, { followUpOn: day, nextAction: "Send the estimate" }, owner)).toEqual({
      ok: true,
    });
    expect(await office.setFollowUp(id, { followUpOn: "", nextAction: "" }, owner)).toEqual({ ok: true });
    // The same caller entered again joins the open lead: in the log too.
    expect(
      await office.enterLead({ ...handCaller, email: "rosa.delgado@example.com", message: "Called again." }, owner),
    ).toMatchObject({ ok: true, id, joined: true });
    expect(await since(services, before)).toEqual([
      `${OWNER} · note added · #${id} Rosa Delgado → ${lead}`,
      `${OWNER} · reply e-mailed · #${id} Rosa Delgado: to rosa.delgado@example.com → ${lead}`,
      `${OWNER} · activity logged · #${id} Rosa Delgado: call → ${lead}`,
      `${OWNER} · next step set · #${id} Rosa Delgado: ${day}, Send the estimate → ${lead}`,
      `${OWNER} · next step set · #${id} Rosa Delgado: no day → ${lead}`,
      `${OWNER} · lead entered again · #${id} Rosa Delgado: joined its open lead (referral) → ${lead}`,
    ]);
    expect((await logged(services)).slice(0, before).at(-1)).toBe(
      `${OWNER} · lead entered · #${id} Rosa Delgado: by hand (referral) → ${lead}`,
    );
    // A note refused for a lead that is none writes nothing.
    expect(await office.addNote(id + 1000, "x", owner)).toEqual({ ok: false, reason: "unknown" });
    expect(await since(services, before)).toHaveLength(6);
  });

  it("names an estimate's drafts, sending, signing, follow-ups, change orders and payments by the client, linking the estimate", async () => {
    const services = await mailing.ownersServices(kind);
    const { estimates, estimateFollowUps, changeOrders, payments, jobs } = services;
    const id = await draftedBathroom(services, addDays(today, 30));
    const page = `/office/estimates/${id}`;
    const estimate = `estimate #${id} for Ana Peña`;
    expect((await logged(services)).at(-1)).toBe(`${OWNER} · estimate drafted · ${estimate} → ${page}`);
    const before = (await logged(services)).length;
    // Saved unchanged is no change; saved with a new title is.
    expect(await estimates.save(id, bathroom(addDays(today, 30)), owner)).toEqual({ ok: true });
    expect(await estimates.save(id, { ...bathroom(addDays(today, 30)), title: "Primary bath" }, owner)).toEqual({
      ok: true,
    });
    expect(await estimateFollowUps.choose(id, true, owner)).toBe(true);
    expect(await estimateFollowUps.choose(id, false, owner)).toBe(true);
    expect(await estimates.send(id, owner)).toMatchObject({ ok: true });
    // The estimate's mail (another test's may still arrive after it ended).
    const link = () =>
      mailing.smtp.messages.map((mail) => /\/estimates\/([\w-]+)/.exec(mail.text ?? "")?.[1]).find(Boolean);
    await waitFor(() => link() !== undefined);
    const token = link()!;
    expect(await estimates.accept(token, { signerName: "Ana Peña", consent: "yes", options: [] }, from)).toEqual({
      ok: true,
      state: "accepted",
    });
    const order = { ...blankChangeOrder(), description: "Heated floor", price: "1,800", days: "2" };
    expect(await changeOrders.create(id, order, owner)).toMatchObject({ ok: true });
    const instructions = { instructions: "Pay by check to Saltbox Builders LLC.", link: "https://pay.example.com/s" };
    expect(await payments.saveInstructions(instructions, owner, id)).toEqual({ ok: true });
    expect(await payments.request(id, { index: "0", dueOn: addDays(today, 7) }, owner)).toEqual({ ok: true });
    const deposit = { amount: "3,000", method: "check", reference: "Check 1042", receivedOn: today };
    expect(await payments.record(id, deposit, owner)).toEqual({ ok: true });
    expect(await payments.permit(id, today, owner)).toEqual({ ok: true });
    const leadId = (await services.store.estimates.find(id))!.submissionId;
    expect(await jobs.setStatus(leadId, "in-progress", owner)).toEqual({ ok: true });
    expect(await since(services, before)).toEqual([
      `${OWNER} · estimate draft saved · ${estimate} → ${page}`,
      `${OWNER} · follow-ups turned off · ${estimate} → ${page}`,
      `${OWNER} · estimate sent · ${estimate} (version 1) → ${page}`,
      `website · estimate accepted · ${estimate}, signed by Ana Peña from ${from.address} → ${page}`,
      `${OWNER} · change order sent · number 1 to ${estimate} → ${page}`,
      `${OWNER} · payment instructions saved · for every contract; payment link: ${instructions.link} → ${page}#payments`,
      `${OWNER} · payment requested · Deposit on signing (30 %), $3,000.00 due ${addDays(today, 7)} of ${estimate} → ${page}`,
      `${OWNER} · payment recorded · $3,000.00 received ${today} to ${estimate} → ${page}`,
      `${OWNER} · permit date recorded · ${today} for ${estimate} → ${page}`,
      `${OWNER} · job status · #${leadId} Ana Peña: in progress → /office/leads/${leadId}`,
    ]);
  });

  it("keeps who added a subscriber by hand and how they agreed, the hours and a person's own summary choice, each linking its page", async () => {
    const services = await mailing.ownersServices(kind);
    const { newsletter, availability, dailySummaries, office } = services;
    const consent = "Asked at the Lake Nona walkthrough, Nov 28";
    expect(await newsletter.addByHand({ email: "Walk.In@Example.com", consent }, OWNER)).toEqual({
      ok: true,
      outcome: "added",
    });
    // Added again, or someone who asked by the box: no office change.
    expect(await newsletter.addByHand({ email: "walk.in@example.com", consent }, OWNER)).toMatchObject({
      outcome: "already-confirmed",
    });
    const open = (await offeredDays(services)).find((day) => day.slots.length > 0)!;
    expect(await availability.closeDay(open.date, OWNER)).toMatchObject({ ok: true });
    const me = (await office.listUsers())[0]!;
    expect(await dailySummaries.choose(me.id, false)).toBe(true);
    expect(await dailySummaries.choose(me.id, false)).toBe(true);
    expect((await logged(services)).filter((line) => !/signed in|account added/.test(line))).toEqual([
      `${OWNER} · subscriber added by hand · walk.in@example.com, consent: “${consent}” → /office/newsletter?status=confirmed`,
      `${OWNER} · day closed · ${open.date} → /office/availability`,
      `${OWNER} · morning summary turned off ·  → /office/summary`,
    ]);
  });
});
