// Payments without a processor on both engines through the real services, store and SMTP on
// loopback: a signed $10,000 contract with a 30 % deposit; a request refused before the owner set
// payment instructions, then mailed with them, the link and the due date; payments recorded, each
// mailed as a receipt, moving the balance (also against a signed change order); F.S. 489.126's
// dates once the deposit is in, and the morning summary's reminders of them; bad input and an unsigned estimate refused, nothing recorded.
// A contract signed at the client's home: the office and each request say until when they may
// cancel, and the proposed due date falls after it. A payment recorded by mistake is voided once,
// with a reason: kept crossed out, no longer counted (balance, F.S. 489.126's dates), the client
// mailed a correction without the office's reason, and the lead's history says each payment step.
import { describe, expect, it } from "vitest";
import { blankChangeOrder } from "../../server/estimates/contract-total.ts";
import { describeDate } from "../../common/availability.ts";
import { cancelByDay } from "../../server/estimates/cooling-off.ts";
import { addDays, suggestedDueDate } from "../../server/payments/rules.ts";
import { businessToday } from "../../server/office/leads.ts";
import { draftedBathroom, owner } from "../support/estimates.ts";
import { mailingServices, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const from = { address: "203.0.113.20", agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131" };
const today = businessToday(new Date());
/** A mail's text on one line (its plain part wraps at 60 characters). */
const flat = (mail: { text?: string }) => (mail.text ?? "").replace(/\s+/g, " ");

/** A $10,000 bathroom with a 30 % deposit, sent and signed by Ana Peña: its token and the mails so far. */
async function signedBathroom(kind: StoreKind, { soldAtHome = false } = {}) {
  const { services } = await mailing.setup(kind, { MAIL_TO: owner.email });
  const made = { id: await draftedBathroom(services, addDays(today, 30), soldAtHome) };
  await services.estimates.send(made.id, owner);
  await waitFor(() => mailing.smtp.messages.length >= 1);
  const token = /\/estimates\/([\w-]+)/.exec(mailing.smtp.messages[0]!.text ?? "")![1]!;
  await services.estimates.accept(token, { signerName: "Ana Peña", consent: "yes", options: [] }, from);
  await waitFor(() => mailing.smtp.messages.length >= 3);
  return { services, made, token, signedMails: mailing.smtp.messages.length };
}

describe.each<StoreKind>(["sqlite", "postgres"])("payments on %s", (kind) => {
  it("requests, records and receipts payments, keeps the balance, and dates F.S. 489.126's clocks", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: owner.email });
    const { estimates, changeOrders, payments } = services;
    const made = { id: await draftedBathroom(services, addDays(today, 30)) };
    await estimates.send(made.id, owner);
    await waitFor(() => mailing.smtp.messages.length >= 1);
    const token = /\/estimates\/([\w-]+)/.exec(mailing.smtp.messages[0]!.text ?? "")![1]!;
    const deposit = { amount: "3,000", method: "check", reference: "Check 1042", receivedOn: today };

    // Not signed yet: nothing is recorded.
    expect(await payments.record(made.id, deposit, owner)).toEqual({ ok: false, reason: "notSigned" });
    expect(await payments.ofContract(made.id)).toBeUndefined();
    expect(await payments.record(9999, deposit, owner)).toEqual({ ok: false, reason: "unknown" });
    expect(await estimates.accept(token, { signerName: "Ana Peña", consent: "yes", options: [] }, from)).toEqual({
      ok: true,
      state: "accepted",
    });
    await waitFor(() => mailing.smtp.messages.length >= 3);
    const signedMails = mailing.smtp.messages.length;

    const start = await payments.ofContract(made.id);
    expect(start).toMatchObject({
      total: "$10,000.00",
      paid: "$0.00",
      balance: "$10,000.00",
      clock: undefined,
      cancelBy: undefined,
      suggestedDueOn: addDays(today, 7),
    });
    expect(start!.schedule.map((p) => [p.label, p.amount, p.due])).toEqual([
      ["Deposit on signing (30 %)", "$3,000.00", "$3,000.00"],
      ["Final payment on completion (70 %)", "$7,000.00", "$7,000.00"],
    ]);

    // A request needs the owner's instructions; a link must be https.
    const dueOn = addDays(today, 7);
    expect(await payments.request(made.id, { index: "0", dueOn }, owner)).toEqual({
      ok: false,
      reason: "noInstructions",
    });
    expect(
      await payments.saveInstructions(
        { instructions: "Pay by check.", link: "http://pay.example.com" },
        owner,
        made.id,
      ),
    ).toMatchObject({ ok: false, errors: { link: expect.any(String) } });
    expect(
      await payments.saveInstructions(
        {
          instructions: "Pay by check to Saltbox Builders LLC, or by bank transfer to account 0042.",
          link: "https://pay.example.com/saltbox",
        },
        owner,
        made.id,
      ),
    ).toEqual({ ok: true });
    expect(await payments.request(made.id, { index: "7", dueOn: "2020-01-01" }, owner)).toMatchObject({
      ok: false,
      errors: { index: expect.any(String), dueOn: expect.any(String) },
    });
    expect(await payments.request(made.id, { index: "0", dueOn }, owner)).toEqual({ ok: true });
    await waitFor(() => mailing.smtp.messages.length === signedMails + 1);
    const request = mailing.smtp.messages.at(-1)!;
    expect(JSON.stringify(request.to)).toContain("ana.pena@example.com");
    expect(request.subject).toContain("Deposit on signing (30 %), $3,000.00");
    expect(flat(request)).toContain("bank transfer to account 0042");
    expect(request.html).toContain("https://pay.example.com/saltbox");
    expect(flat(request)).toContain("$3,000.00, due by");
    expect(flat(request)).not.toContain("cancel");

    // Bad input is refused, nothing recorded.
    expect(
      await payments.record(made.id, { ...deposit, amount: "lots", receivedOn: addDays(today, 1) }, owner),
    ).toMatchObject({ ok: false, errors: { amount: expect.any(String), receivedOn: expect.any(String) } });
    expect(await payments.record(made.id, { ...deposit, amount: "10,000.01" }, owner)).toMatchObject({
      ok: false,
      errors: { amount: expect.stringContaining("more than the balance, $10,000.00") },
    });
    expect((await payments.ofContract(made.id))!.balance).toBe("$10,000.00");

    const lead = (await services.store.estimates.find(made.id))!.submissionId;
    const jobStatus = async () => (await services.store.jobs.find(lead))?.status;
    expect(await jobStatus()).toBeUndefined();
    expect(await payments.record(made.id, deposit, owner)).toEqual({ ok: true });
    // The deposit paid, the job is "deposit received" by itself, and the lead's history says why.
    expect(await jobStatus()).toBe("deposit");
    expect((await services.office.lead(lead))!.events.map((event) => event.text)).toContain(
      `Job status: Deposit received (the deposit's payment recorded by ${owner.email})`,
    );
    await waitFor(() => mailing.smtp.messages.length === signedMails + 2);
    const receipt = mailing.smtp.messages.at(-1)!;
    expect(receipt.subject).toBe("Receipt: $3,000.00 received for Primary bathroom");
    expect(flat(receipt)).toContain("Check 1042");
    expect(flat(receipt)).toContain("$7,000.00");
    const afterDeposit = await payments.ofContract(made.id);
    expect(afterDeposit).toMatchObject({ paid: "$3,000.00", balance: "$7,000.00" });
    expect(afterDeposit!.schedule[0]!.due).toBeUndefined();
    // The deposit's request, once sent, says it has been paid since.
    expect(afterDeposit!.requests).toMatchObject([{ label: "Deposit on signing (30 %)", paid: true }]);
    expect(afterDeposit!.clock).toMatchObject({ initial: "$3,000.00", startBy: undefined });
    expect(afterDeposit!.clock!.applyBy).toContain(String(Number(addDays(today, 30).slice(8))));
    // The morning summary names the permits' date from a week before it, with a link to the contract.
    const deadlinesOn = async (day: string) =>
      (await services.dailySummaries.gather(new Date(`${day}T17:00:00Z`))).deadlines;
    expect(await deadlinesOn(addDays(today, 22))).toEqual([]);
    expect(await deadlinesOn(addDays(today, 23))).toEqual([
      {
        name: "Ana Peña",
        detail: expect.stringMatching(
          /^Primary bathroom · Apply for the permits by \w{3}, \w{3} \d+ \(F\.S\. 489\.126/,
        ),
        leadUrl: expect.stringMatching(new RegExp(`/office/estimates/${made.id}$`)),
      },
    ]);
    expect((await deadlinesOn(addDays(today, 31)))[0]!.detail).toContain("The permits were to be applied for by");
    expect(await payments.request(made.id, { index: "0", dueOn }, owner)).toMatchObject({
      errors: { index: expect.stringContaining("paid") },
    });

    // The permit's date sets the start-by date.
    expect(await payments.permit(made.id, addDays(today, 1), owner)).toMatchObject({ ok: false });
    expect(await payments.permit(made.id, today, owner)).toEqual({ ok: true });
    const [year, month, day] = addDays(today, 90).split("-").map(Number);
    const startBy = new Date(Date.UTC(year!, month! - 1, day!, 12)).toLocaleDateString("en-US", {
      timeZone: "UTC",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    expect((await payments.ofContract(made.id))!.clock!.startBy).toContain(startBy);
    // The permit in: its date is done, the start's is reminded of, until the work is under way.
    expect(await deadlinesOn(addDays(today, 25))).toEqual([]);
    expect((await deadlinesOn(addDays(today, 85)))[0]!.detail).toContain("Start the work by");
    await services.jobs.setStatus(lead, "in-progress", owner);
    expect(await deadlinesOn(addDays(today, 85))).toEqual([]);

    // A signed change order adds to the balance; a further payment takes from it, on both pages.
    const order = await changeOrders.create(
      made.id,
      { ...blankChangeOrder(), description: "Heated floor", price: "1,800", days: "3" },
      owner,
    );
    if (!order.ok) throw new Error("no change order");
    await waitFor(() => mailing.smtp.messages.length === signedMails + 3);
    const orderToken = /\/change-orders\/([\w-]+)/.exec(mailing.smtp.messages.at(-1)!.text ?? "")![1]!;
    expect(await changeOrders.accept(orderToken, { signerName: "Ana Peña", consent: "yes" }, from)).toEqual({
      ok: true,
      state: "accepted",
    });
    expect(await payments.ofContract(made.id)).toMatchObject({ total: "$11,800.00", balance: "$8,800.00" });
    expect(
      await payments.record(
        made.id,
        { amount: "800.50", method: "bankTransfer", reference: "", receivedOn: today },
        owner,
      ),
    ).toEqual({ ok: true });
    expect(await payments.ofContract(made.id)).toMatchObject({ paid: "$3,800.50", balance: "$7,999.50" });
    // The job the owner moved on stays where they put it as later payments come.
    expect(await jobStatus()).toBe("in-progress");
    expect(await payments.ofEstimateToken(token)).toEqual({ paid: "$3,800.50", balance: "$7,999.50" });
    await waitFor(() =>
      mailing.smtp.messages.some((mail) => mail.subject === "Receipt: $800.50 received for Primary bathroom"),
    );
  });

  it("while a client who signed at home may still cancel, says so in the office and in every request", async () => {
    const { services, made, signedMails } = await signedBathroom(kind, { soldAtHome: true });
    const { payments } = services;
    const lastDay = cancelByDay(today);

    const contract = await payments.ofContract(made.id);
    expect(contract).toMatchObject({
      cancelBy: describeDate(lastDay),
      suggestedDueOn: suggestedDueDate(today, lastDay),
    });
    expect(contract!.suggestedDueOn > lastDay).toBe(true);

    await payments.saveInstructions({ instructions: "Pay by check.", link: "" }, owner, made.id);
    expect(await payments.request(made.id, { index: "0", dueOn: contract!.suggestedDueOn }, owner)).toEqual({
      ok: true,
    });
    await waitFor(() => mailing.smtp.messages.length === signedMails + 1);
    expect(flat(mailing.smtp.messages.at(-1)!)).toContain(
      `You may still cancel this contract until midnight of ${describeDate(lastDay)}`,
    );
  });
  it("voids a payment recorded by mistake: kept, not counted, the client mailed a correction, once", async () => {
    const { services, made, token, signedMails } = await signedBathroom(kind);
    const { payments } = services;
    const lead = (await services.store.estimates.find(made.id))!.submissionId;

    // Typed $3,000 for the $300 that came: the clock starts, and the summary would name it.
    const mistaken = { amount: "3,000", method: "check", reference: "Check 1042", receivedOn: today };
    expect(await payments.record(made.id, mistaken, owner)).toEqual({ ok: true });
    const recorded = (await payments.ofContract(made.id))!;
    expect(recorded).toMatchObject({ paid: "$3,000.00", balance: "$7,000.00", clock: expect.anything() });
    const jobStatus = async () => (await services.store.jobs.find(lead))?.status;
    expect(await jobStatus()).toBe("deposit");
    const paymentId = String(recorded.payments[0]!.id);

    // No reason, another contract's payment, a payment that is no number: refused, nothing changed.
    expect(await payments.voidPayment(made.id, { paymentId, reason: "  " }, owner)).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { voidReason: expect.stringContaining("Say why") },
    });
    expect(await payments.voidPayment(made.id, { paymentId: "9999", reason: "typo" }, owner)).toEqual({
      ok: false,
      reason: "notThisContract",
    });
    expect(await payments.voidPayment(made.id, { paymentId: "1 OR 1=1", reason: "typo" }, owner)).toEqual({
      ok: false,
      reason: "notThisContract",
    });
    expect(await payments.voidPayment(9999, { paymentId, reason: "typo" }, owner)).toEqual({
      ok: false,
      reason: "unknown",
    });
    expect((await payments.ofContract(made.id))!.balance).toBe("$7,000.00");

    const reason = "Typed $3,000 for the $300 check that came";
    expect(await payments.voidPayment(made.id, { paymentId, reason }, owner)).toEqual({ ok: true });
    const voided = (await payments.ofContract(made.id))!;
    expect(voided).toMatchObject({ paid: "$0.00", balance: "$10,000.00", clock: undefined });
    expect(voided.payments).toMatchObject([
      { amount: "$3,000.00", voided: { on: describeDate(today), by: owner.email, reason } },
    ]);
    expect(voided.schedule[0]!.due).toBe("$3,000.00");
    expect(await payments.ofEstimateToken(token)).toEqual({ paid: "$0.00", balance: "$10,000.00" });
    expect((await services.dailySummaries.gather(new Date(`${addDays(today, 25)}T17:00:00Z`))).deadlines).toEqual([]);

    // The client, who has a receipt for it, is told it is withdrawn: the balance, not the office's reason.
    await waitFor(() => mailing.smtp.messages.length === signedMails + 2);
    const correction = mailing.smtp.messages.at(-1)!;
    expect(JSON.stringify(correction.to)).toContain("ana.pena@example.com");
    expect(correction.subject).toBe("Correction: our receipt for $3,000.00 is withdrawn");
    expect(flat(correction)).toContain("We have withdrawn that receipt");
    expect(flat(correction)).toContain("Balance $10,000.00");
    expect(flat(correction)).not.toContain("Typed $3,000");

    // Once: a second void is refused and mails nothing.
    expect(await payments.voidPayment(made.id, { paymentId, reason }, owner)).toEqual({ ok: false, reason: "voided" });
    expect(await payments.record(made.id, { ...mistaken, amount: "300" }, owner)).toEqual({ ok: true });
    await waitFor(() => mailing.smtp.messages.length === signedMails + 3);
    expect(mailing.smtp.messages.at(-1)!.subject).toBe("Receipt: $300.00 received for Primary bathroom");
    expect((await payments.ofContract(made.id))!.balance).toBe("$9,700.00");
    // Voided, the deposit is unpaid again: the job went back to "signed", and $300 of $3,000 leaves it there.
    expect(await jobStatus()).toBe("signed");

    // A change whose mail was written before another payment came in (two people at once) is
    // refused in its transaction, nothing recorded and nothing mailed: its figures are out of date.
    const stale = {
      by: owner.email,
      mail: {
        messageId: "<stale@example.com>",
        from: owner.email,
        to: "ana.pena@example.com",
        subject: "Receipt",
        text: "",
        html: "",
      },
      now: new Date(),
      until: new Date(Date.now() + 60_000),
      paidCents: 0,
    };
    const late = { amountCents: 10_000, method: "check" as const, reference: "", receivedOn: today };
    expect(await services.store.payments.record(made.id, late, stale)).toEqual({ refused: "changed" });
    expect(await services.store.payments.record(made.id, late, { ...stale, paidCents: 30_000 })).toMatchObject({
      mailId: expect.any(Number),
    });
    expect((await payments.ofContract(made.id))!.balance).toBe("$9,600.00");
    expect(await services.store.payments.voidPayment(made.id, Number(paymentId), "again", stale)).toEqual({
      refused: "changed",
    });

    // The lead's history and the audit log say each step, and who took it.
    const history = (await services.office.lead(lead))!.events.map((event) => event.text);
    expect(history).toEqual(
      expect.arrayContaining([
        `Payment recorded (by ${owner.email}): $3,000.00 received ${describeDate(today)} to E-${made.id}; receipt mailed to ana.pena@example.com`,
        `Payment voided (by ${owner.email}): $3,000.00 received ${describeDate(today)} to E-${made.id}, because: ${reason}; correction mailed to ana.pena@example.com`,
        `Payment recorded (by ${owner.email}): $300.00 received ${describeDate(today)} to E-${made.id}; receipt mailed to ana.pena@example.com`,
      ]),
    );
    // The changes refused as out of date wrote nothing: one $100.00 payment, recorded once.
    expect(history.filter((text) => text.includes("$100.00 received"))).toHaveLength(1);
    expect(history.filter((text) => text.startsWith("Payment voided"))).toHaveLength(1);
    const audit = await services.office.auditLog(20);
    expect(audit.map((entry) => entry.action)).toContain("payment voided");
  });
});
