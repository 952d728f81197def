// Deposits and payments' rules (server/payments/rules.ts): the balance and what of the schedule is
// paid (a voided payment not counted), F.S. 489.126's 10 % threshold and its 30- and 90-day dates,
// and what the forms accept.
import { describe, expect, it } from "vitest";
import {
  aboveTenPercent,
  addDays,
  allocate,
  balance,
  checkDueDate,
  checkInstructions,
  checkPayment,
  checkPermitDate,
  checkVoidReason,
  clockReminder,
  counted,
  permitClock,
  suggestedDueDate,
} from "../../server/payments/rules.ts";

const paid = (amountCents: number, receivedOn: string) => ({ amountCents, receivedOn });

describe("the balance", () => {
  it("is the contract total less every payment, and goes negative when overpaid", () => {
    expect(balance(1_180_000, [])).toBe(1_180_000);
    expect(balance(1_180_000, [paid(300_000, "2026-11-02"), paid(50_050, "2026-11-20")])).toBe(829_950);
    expect(balance(100_000, [paid(100_001, "2026-11-02")])).toBe(-1);
  });

  it("fills the schedule in its order: the deposit first, then the next", () => {
    const schedule = [{ cents: 300_000 }, { cents: 400_000 }, { cents: 300_000 }];
    expect(allocate(schedule, 350_000).map((p) => [p.paidCents, p.dueCents])).toEqual([
      [300_000, 0],
      [50_000, 350_000],
      [0, 300_000],
    ]);
    expect(allocate(schedule, 0).map((p) => p.dueCents)).toEqual([300_000, 400_000, 300_000]);
    expect(allocate(schedule, 2_000_000).every((p) => p.dueCents === 0)).toBe(true);
  });
});

describe("a voided payment", () => {
  it("no longer counts toward the balance", () => {
    const payments = [
      { ...paid(300_000, "2026-03-01"), voidedAt: "2026-03-02T14:00:00.000Z" },
      { ...paid(30_000, "2026-03-01"), voidedAt: null },
    ];
    expect(balance(1_000_000, counted(payments))).toBe(970_000);
  });

  it("needs a reason, on one line and not too long", () => {
    expect(checkVoidReason("  the check\n bounced ")).toEqual({ ok: true, value: "the check bounced" });
    expect(checkVoidReason(" ")).toMatchObject({
      ok: false,
      errors: { voidReason: expect.stringContaining("Say why") },
    });
    expect(checkVoidReason("x".repeat(301))).toMatchObject({ ok: false, errors: { voidReason: expect.any(String) } });
    expect(checkVoidReason("x".repeat(300))).toMatchObject({ ok: true });
  });
});

describe("F.S. 489.126", () => {
  it("reminds of the permits' date, then the start's, from a week before to a week after, and no more once done", () => {
    const applying = { applyBy: "2026-12-02" };
    expect(clockReminder(applying, false, "2026-11-24")).toBeUndefined();
    expect(clockReminder(applying, false, "2026-11-25")).toEqual({ step: "apply", by: "2026-12-02" });
    expect(clockReminder(applying, true, "2026-12-09")).toEqual({ step: "apply", by: "2026-12-02" });
    expect(clockReminder(applying, false, "2026-12-10")).toBeUndefined();
    // The permit issued: its date is done, the start's runs, until the work is under way.
    const starting = { applyBy: "2026-12-02", startBy: "2027-03-15" };
    expect(clockReminder(starting, false, "2026-12-01")).toBeUndefined();
    expect(clockReminder(starting, false, "2027-03-08")).toEqual({ step: "start", by: "2027-03-15" });
    expect(clockReminder(starting, true, "2027-03-08")).toBeUndefined();
    expect(clockReminder(undefined, false, "2026-12-01")).toBeUndefined();
  });

  it("counts only more than 10 % of the contract price, to the cent", () => {
    expect(aboveTenPercent(100_000, 1_000_000)).toBe(false);
    expect(aboveTenPercent(100_001, 1_000_000)).toBe(true);
  });

  it("dates permits 30 days from a 30 % deposit, and the start 90 days from the permit", () => {
    expect(permitClock(1_000_000, 300_000, [paid(300_000, "2026-11-02")], null)).toEqual({
      paidOn: "2026-11-02",
      initialCents: 300_000,
      applyBy: "2026-12-02",
      startBy: undefined,
    });
    expect(permitClock(1_000_000, 300_000, [paid(300_000, "2026-11-02")], "2026-12-15")?.startBy).toBe("2027-03-15");
  });

  it("starts the clock the day the deposit's instalments pass 10 %, and not for a 10 % deposit", () => {
    const instalments = [paid(150_000, "2026-11-20"), paid(50_000, "2026-11-02")];
    expect(permitClock(1_000_000, 300_000, instalments, null)?.paidOn).toBe("2026-11-20");
    expect(permitClock(1_000_000, 100_000, [paid(100_000, "2026-11-02")], null)).toBeUndefined();
    // A later progress payment is no initial payment: the deposit was paid in full at 10 %.
    expect(
      permitClock(1_000_000, 100_000, [paid(100_000, "2026-11-02"), paid(400_000, "2026-12-01")], null),
    ).toBeUndefined();
    // With no deposit scheduled, the first day's payments are the initial payment.
    expect(permitClock(1_000_000, 0, [paid(200_000, "2026-11-02")], null)?.applyBy).toBe("2026-12-02");
    expect(permitClock(1_000_000, 0, [paid(50_000, "2026-11-02"), paid(500_000, "2026-11-03")], null)).toBeUndefined();
  });

  it("adds days across months and leap years", () => {
    expect(addDays("2028-02-01", 30)).toBe("2028-03-02");
    expect(addDays("2026-12-15", 90)).toBe("2027-03-15");
  });
});

describe("the forms", () => {
  const today = "2026-11-29";
  it("take a payment with an amount, a method and a day not later than today", () => {
    expect(
      checkPayment(
        { amount: "$3,000", method: "bankTransfer", reference: " wire 1182 ", receivedOn: today },
        today,
        300_000,
      ),
    ).toEqual({
      ok: true,
      value: { amountCents: 300_000, method: "bankTransfer", reference: "wire 1182", receivedOn: today },
    });
    const refused = checkPayment(
      { amount: "0", method: "bitcoin", reference: "", receivedOn: "2026-11-30" },
      today,
      300_000,
    );
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        amount: expect.stringContaining("amount"),
        method: expect.stringContaining("check"),
        receivedOn: expect.stringContaining("later than today"),
      },
    });
    expect(
      checkPayment({ amount: "10", method: "check", reference: "", receivedOn: "2026-02-30" }, today, 300_000),
    ).toMatchObject({ ok: false, errors: { receivedOn: expect.any(String) } });
  });

  it("take no more than the balance: a receipt goes out at once", () => {
    const typed = { amount: "3,000.01", method: "check", reference: "", receivedOn: today };
    expect(checkPayment(typed, today, 300_001)).toMatchObject({ ok: true, value: { amountCents: 300_001 } });
    expect(checkPayment(typed, today, 300_000)).toMatchObject({
      ok: false,
      errors: { amount: expect.stringContaining("more than the balance, $3,000.00") },
    });
    expect(checkPayment(typed, today, -75_000)).toMatchObject({
      ok: false,
      errors: { amount: expect.stringContaining("Nothing is owed on this contract (its balance is −$750.00)") },
    });
  });

  it("take a due date from today to a year ahead, and a permit date not later than today", () => {
    expect(checkDueDate("2026-12-06", today)).toEqual({ ok: true, value: "2026-12-06" });
    expect(checkDueDate("2026-11-28", today).ok).toBe(false);
    expect(checkDueDate("2028-01-01", today).ok).toBe(false);
    expect(checkPermitDate("2026-11-29", today).ok).toBe(true);
    expect(checkPermitDate("2026-11-30", today).ok).toBe(false);
  });

  it("start a request's due date a week on, or the day after a client who signed at home may last cancel", () => {
    expect(suggestedDueDate(today, undefined)).toBe("2026-12-06");
    expect(suggestedDueDate(today, "2026-12-02")).toBe("2026-12-06");
    // Signed on December 23: the right to cancel runs past Christmas to the 28th.
    expect(suggestedDueDate("2026-12-23", "2026-12-28")).toBe("2026-12-30");
    expect(suggestedDueDate("2026-12-23", "2026-12-29")).toBe("2026-12-30");
    expect(suggestedDueDate("2026-12-23", "2026-12-30")).toBe("2026-12-31");
  });

  it("take instructions with a payment link only over https", () => {
    expect(checkInstructions({ instructions: " Pay by check. ", link: "" })).toEqual({
      ok: true,
      value: { instructions: "Pay by check.", link: null },
    });
    expect(checkInstructions({ instructions: "Pay online.", link: "https://pay.example.com/saltbox" }).ok).toBe(true);
    for (const link of ["http://pay.example.com", "javascript:alert(1)", "https://localhost", "pay.example.com"])
      expect(checkInstructions({ instructions: "Pay online.", link })).toMatchObject({
        ok: false,
        errors: { link: expect.stringContaining("https://") },
      });
    expect(checkInstructions({ instructions: " ", link: "" })).toMatchObject({ ok: false });
  });
});
