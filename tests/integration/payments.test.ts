// Payments without a processor on both engines through the real services, store and SMTP on
// loopback: a signed $10,000 contract with a 30 % deposit; a request refused before the owner set
// payment instructions, then mailed with them, the link and the due date; payments recorded, each
// mailed as a receipt, moving the balance (also against a signed change order); F.S. 489.126's
// dates once the deposit is in, and the morning summary's reminders of them; bad input and an unsigned estimate refused, nothing recorded.
// A contract signed at the client's home: the office and each request say until when they may
// cancel, and the proposed due date falls after it.
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

    expect(await payments.record(made.id, deposit, owner)).toEqual({ ok: true });
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
    const lead = (await services.store.estimates.find(made.id))!.submissionId;
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
    expect(await payments.ofEstimateToken(token)).toEqual({ paid: "$3,800.50", balance: "$7,999.50" });
    await waitFor(() =>
      mailing.smtp.messages.some((mail) => mail.subject === "Receipt: $800.50 received for Primary bathroom"),
    );
  });

  it("while a client who signed at home may still cancel, says so in the office and in every request", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: owner.email });
    const { estimates, payments } = services;
    const made = { id: await draftedBathroom(services, addDays(today, 30), true) };
    await estimates.send(made.id, owner);
    await waitFor(() => mailing.smtp.messages.length >= 1);
    const token = /\/estimates\/([\w-]+)/.exec(mailing.smtp.messages[0]!.text ?? "")![1]!;
    await estimates.accept(token, { signerName: "Ana Peña", consent: "yes", options: [] }, from);
    await waitFor(() => mailing.smtp.messages.length >= 3);
    const signedMails = mailing.smtp.messages.length;
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
});
