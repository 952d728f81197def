// When the mails of a job's end and of an estimate waiting fall due: the review request's one
// reminder (a week on, only when its link was never opened, once), an estimate's follow-ups (not
// opened in 3 days, opened and not answered in 7, once, only while sent and wanted),
// and what a client's review must say.
import { describe, expect, it } from "vitest";
import { followUpDue, type FollowUpState } from "../../server/estimates/follow-ups.ts";
import { checkReview, reviewReminderAt, reviewReminderDue } from "../../server/jobs/jobs.ts";

const DAY_MS = 86_400_000;
const sentAt = new Date("2026-11-02T15:00:00Z");
const after = (days: number) => new Date(sentAt.getTime() + days * DAY_MS);

describe("the review request's reminder", () => {
  it("is due a week after the request, only when the link was never opened, and once", () => {
    expect(reviewReminderAt(sentAt)).toEqual(after(7));
    const request = { sentAt, openedAt: null, remindedAt: null };
    expect(reviewReminderDue(request, after(6.99))).toBe(false);
    expect(reviewReminderDue(request, after(7))).toBe(true);
    expect(reviewReminderDue(request, after(40))).toBe(true);
    expect(reviewReminderDue({ ...request, openedAt: after(1) }, after(8))).toBe(false);
    expect(reviewReminderDue({ ...request, remindedAt: after(7) }, after(14))).toBe(false);
  });
});

describe("an estimate's follow-ups", () => {
  const sent: FollowUpState = {
    status: "sent",
    followUps: true,
    sentAt,
    firstOpenedAt: null,
    unopenedFollowUpAt: null,
    unansweredFollowUpAt: null,
  };
  it("follows up a version not opened in 3 days, once", () => {
    expect(followUpDue(sent, after(2.99))).toBeUndefined();
    expect(followUpDue(sent, after(3))).toBe("unopened");
    expect(followUpDue({ ...sent, unopenedFollowUpAt: after(3) }, after(10))).toBeUndefined();
  });
  it("follows up a version opened and not answered in 7 days, once, and never one followed up as unopened", () => {
    const opened = { ...sent, firstOpenedAt: after(1) };
    expect(followUpDue(opened, after(3))).toBeUndefined();
    expect(followUpDue(opened, after(6.99))).toBeUndefined();
    expect(followUpDue(opened, after(7))).toBe("unanswered");
    expect(followUpDue({ ...opened, unopenedFollowUpAt: after(3) }, after(7))).toBeUndefined();
    expect(followUpDue({ ...opened, unansweredFollowUpAt: after(7) }, after(20))).toBeUndefined();
  });
  it("never follows up a draft, an answered or replaced version, or one whose follow-ups are off", () => {
    for (const status of ["draft", "accepted", "declined", "superseded"])
      expect(followUpDue({ ...sent, status }, after(10))).toBeUndefined();
    expect(followUpDue({ ...sent, followUps: false }, after(10))).toBeUndefined();
  });
});

describe("a client's review", () => {
  const words = "They rebuilt our kitchen in six weeks and kept the house clean.";
  it("takes 1 to 5 stars, words a card shows whole, a name to show and the consent to show it", () => {
    expect(checkReview({ rating: "5", text: ` ${words} `, displayName: " Maria  G. ", consent: "yes" })).toEqual({
      ok: true,
      review: { rating: 5, text: words, displayName: "Maria G." },
    });
    const refused = checkReview({ rating: "0", text: "Fine.", displayName: "M", consent: "" });
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        rating: "Choose from 1 to 5 stars.",
        text: expect.stringContaining("at least 40"),
        displayName: expect.any(String),
        consent: expect.any(String),
      },
    });
    expect(checkReview({ rating: "4.5", text: words, displayName: "Maria G.", consent: "yes" })).toMatchObject({
      ok: false,
      errors: { rating: expect.any(String) },
    });
    expect(checkReview({ rating: "4", text: "x".repeat(401), displayName: "Maria G.", consent: "yes" })).toMatchObject({
      ok: false,
      errors: { text: expect.stringContaining("under 400") },
    });
  });
});
