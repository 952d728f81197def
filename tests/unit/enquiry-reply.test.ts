import { describe, expect, it } from "vitest";
import { notices } from "#common/enquiry.ts";
import { replyTo } from "../../server/http/reply.ts";

describe("replyTo", () => {
  it("answers 200 and the sent notice when the enquiry was taken", () => {
    expect(replyTo("contact", { ok: true, stored: true, sent: false })).toEqual({
      status: 200,
      headers: {},
      result: { ok: true, notice: "sent" },
      message: "Message Sent! Thank you for contacting us. We'll get back to you soon.",
    });
  });

  it("answers 400 with the field errors for missing and invalid input", () => {
    const fieldErrors = { email: "Email is required." };
    const reply = replyTo("contact", { ok: false, reason: "missing", fieldErrors });
    expect(reply).toMatchObject({ status: 400, result: { ok: false, notice: "missing", fieldErrors } });
    expect(reply.message).toBe("Missing Information: Please fill in all required fields.");
    expect(replyTo("subscribe", { ok: false, reason: "invalid", fieldErrors }).message).toBe(
      `${notices.subscribe.invalid.title}: ${notices.subscribe.invalid.description}`,
    );
  });

  it("answers 201 and the booked notice for a booking, 409 when its time was taken", () => {
    const booking = {
      start: "2026-12-01T08:30:00-05:00",
      end: "2026-12-01T10:00:00-05:00",
      manageUrl: "/consultation/manage/x",
    };
    expect(replyTo("consultation", { ok: true, booking, sent: false })).toMatchObject({
      status: 201,
      result: { ok: true, notice: "booked" },
      message: `${notices.consultation.booked.title} ${notices.consultation.booked.description}`,
    });
    expect(replyTo("consultation", { ok: false, reason: "taken", nearest: [] })).toMatchObject({
      status: 409,
      headers: {},
      result: { ok: false, notice: "taken" },
      message: `${notices.consultation.taken.title}: ${notices.consultation.taken.description}`,
    });
  });

  it("answers 429 with Retry-After when over the rate limit, and 503 when nothing was kept", () => {
    expect(replyTo("consultation", { ok: false, reason: "rateLimited", retryAfterSeconds: 42 })).toMatchObject({
      status: 429,
      headers: { "Retry-After": "42" },
      result: { ok: false, notice: "rateLimited" },
    });
    expect(replyTo("contact", { ok: false, reason: "failed" })).toMatchObject({
      status: 503,
      message: "Error: Failed to send message. Please try again or contact us directly.",
    });
  });
});
