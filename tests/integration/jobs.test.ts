// A job's end on both engines, through the real services, store and SMTP on loopback: a won lead's
// job moved along and completed, which sends exactly one review request (a second completion
// refused, nothing sent again); its one reminder a week later when the link was not opened (the
// clock moved), taken once by this process, a second one on the database and a restart; none when
// the link was opened; and the review written through the link kept once, as a testimonial draft
// with its rating, the office mailed once that it came.
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { createServices } from "../../server/services.ts";
import { mailingServices, officeOwner as owner, OWNER, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const DAY_MS = 86_400_000;
const reviewMails = (kind: "review-request" | "review-reminder") =>
  mailing.smtp.messages.filter((mail: ParsedMail) => mail.headers.get("x-site-notification") === kind);
const tokenOf = (mail: ParsedMail) => /\/reviews\/([\w-]+)/.exec(mail.text ?? "")![1]!;

describe.each<StoreKind>(["sqlite", "postgres"])("a job's end on %s", (kind) => {
  const setup = async () => {
    const { services, config } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const lead = async (firstName: string, email: string) => {
      const entered = await services.office.enterLead(
        { firstName, lastName: "Peña", email, phone: "(407) 555-0177", source: "referral", message: "Kitchen" },
        owner,
      );
      if (!entered.ok) throw new Error("the lead was not entered");
      return entered.id;
    };
    return { services, config, lead };
  };

  it("completes a won job once, asks for a review once, and reminds once a week on, across two processes and a restart", async () => {
    const { services, config, lead } = await setup();
    const { jobs, office } = services;
    const id = await lead("Lucía", "lucia.pena@example.com");
    // Not a job until won.
    expect(await jobs.complete(id, owner)).toEqual({ ok: false, reason: "notWon" });
    expect(await jobs.setStatus(id, "deposit", owner)).toEqual({ ok: false, reason: "notWon" });
    expect(await jobs.ofLead(id, "estimate")).toBeUndefined();
    expect(await office.setStage(id, "won", undefined, owner)).toMatchObject({ ok: true });
    expect(await jobs.ofLead(id, "won")).toMatchObject({ status: "signed", review: undefined });
    expect(await jobs.setStatus(id, "deposit", owner)).toEqual({ ok: true });
    expect(await jobs.setStatus(id, "in-progress", owner)).toEqual({ ok: true });
    expect(await jobs.ofLead(id, "won")).toMatchObject({ status: "in-progress" });

    const completedAt = new Date();
    expect(await jobs.complete(id, owner, completedAt)).toEqual({ ok: true, asked: "lucia.pena@example.com" });
    // Completed once: again, by this process or another, nothing changes and nothing is sent.
    expect(await jobs.complete(id, owner)).toEqual({ ok: false, reason: "completed" });
    expect(await jobs.setStatus(id, "deposit", owner)).toEqual({ ok: false, reason: "completed" });
    const other = mailing.closeAfterTest(createServices(config, () => {}));
    expect(await other.jobs.complete(id, owner)).toEqual({ ok: false, reason: "completed" });
    await waitFor(() => reviewMails("review-request").length === 1);
    const [request] = reviewMails("review-request");
    expect(request!.subject).toBe("How did your project go?");
    expect(request!.text!.replace(/\s+/g, " ")).toContain("we offer nothing in return for a review");
    expect(request!.text!.replace(/\s+/g, " ")).toContain("to tell us something just between us, reply to this e-mail");
    expect((await jobs.ofLead(id, "won"))!).toMatchObject({
      status: "completed",
      review: { sentAt: expect.any(String) },
    });

    // Six days on, nothing; a week on, one reminder, however many processes look, and never again.
    expect(await jobs.sendDue(new Date(completedAt.getTime() + 6 * DAY_MS))).toBe(0);
    const weekOn = new Date(completedAt.getTime() + 7 * DAY_MS + 60_000);
    const sent = await Promise.all([jobs.sendDue(weekOn), other.jobs.sendDue(weekOn)]);
    expect(sent[0] + sent[1]).toBe(1);
    await mailing.closeNow(other);
    const restarted = mailing.closeAfterTest(createServices(config, () => {}));
    expect(await restarted.jobs.sendDue(new Date(completedAt.getTime() + 30 * DAY_MS))).toBe(0);
    expect(await jobs.sendDue(new Date(completedAt.getTime() + 30 * DAY_MS))).toBe(0);
    await waitFor(() => reviewMails("review-reminder").length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reviewMails("review-reminder")).toHaveLength(1);
    expect(reviewMails("review-request")).toHaveLength(1);
    const [reminder] = reviewMails("review-reminder");
    // The reminder carries the request's own link.
    expect(tokenOf(reminder!)).toBe(tokenOf(request!));
    expect((await jobs.ofLead(id, "won"))!.review).toMatchObject({ remindedAt: expect.any(String) });
  });

  it("sends no reminder once the link was opened, and keeps the review once as a testimonial draft with its rating", async () => {
    const { services, lead } = await setup();
    const { jobs, office, testimonials, facts } = services;
    // The review pages set in the facts: the mail links Google's, and leaves Houzz's out while blank.
    const google = "https://g.page/r/saltbox-design-build/review";
    const saved = await facts.save({ ...(await facts.current()), reviews: { google, houzz: "" } }, OWNER);
    expect(saved).toMatchObject({ id: expect.any(Number) });
    expect(
      await facts.save({ ...(await facts.current()), reviews: { google: "g.page", houzz: "" } }, OWNER),
    ).toMatchObject({ errors: { "reviews.google": expect.stringContaining("https://") } });
    // Mail reads the published facts within 2 s of a change.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const id = await lead("Carmen", "carmen.pena@example.com");
    await office.setStage(id, "won", undefined, owner);
    const completedAt = new Date();
    await jobs.complete(id, owner, completedAt);
    await waitFor(() => reviewMails("review-request").length === 1);
    const token = tokenOf(reviewMails("review-request")[0]!);
    expect(reviewMails("review-request")[0]!.html).toContain(google);
    expect(reviewMails("review-request")[0]!.text).not.toContain("Houzz");

    // A wrong or altered token is nobody's.
    expect(await jobs.forClient(`${token.slice(0, -2)}xx`, true)).toBeUndefined();
    expect(await jobs.forClient("not-a-token", true)).toBeUndefined();
    expect(await jobs.submit("not-a-token", {})).toEqual({ ok: false, status: 404 });
    expect(await jobs.forClient(token, true)).toEqual({ submitted: false });
    expect(await jobs.sendDue(new Date(completedAt.getTime() + 8 * DAY_MS))).toBe(0);

    expect(await jobs.submit(token, { rating: "6", text: "Great", displayName: "C" })).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        rating: expect.any(String),
        text: expect.any(String),
        displayName: expect.any(String),
        consent: expect.any(String),
      },
    });
    const words = "They finished the kitchen on time and kept the house clean every single day.";
    const review = { rating: "4", text: words, displayName: "Carmen P.", consent: "yes" };
    expect(await jobs.submit(token, review)).toEqual({ ok: true });
    expect(await jobs.submit(token, { ...review, rating: "5" })).toMatchObject({ ok: false, status: 409 });
    expect(await jobs.forClient(token, true)).toEqual({ submitted: true });

    const drafts = (await testimonials.list()).filter((item) => item.name === "Carmen P.");
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: "draft", rating: 4, content: words, title: "Homeowner" });
    expect((await jobs.ofLead(id, "won"))!.review).toMatchObject({ rating: 4, testimonialId: drafts[0]!.id });
    // The site shows it only once the owner publishes it.
    expect((await testimonials.published()).some((item) => item.name === "Carmen P.")).toBe(false);
    // The office is told it came, once, with a link to the draft (its words are read there).
    const toOwner = () =>
      mailing.smtp.messages.filter((mail) => /sent a review: \d of 5 stars$/.test(mail.subject ?? ""));
    await waitFor(() => toOwner().length === 1);
    expect(JSON.stringify(toOwner()[0]!.to)).toContain(OWNER);
    expect(toOwner()[0]!.html).toContain(`/office/testimonials/${drafts[0]!.id}`);
    expect(toOwner()[0]!.text).not.toContain("kept the house clean");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reviewMails("review-reminder")).toHaveLength(0);
    expect(toOwner()).toHaveLength(1);
  });

  it("completes a job of a client without an e-mail address, asking nobody", async () => {
    const { services } = await setup();
    const entered = await services.office.enterLead(
      { firstName: "Rosa", lastName: "Delgado", phone: "(407) 555-0142", source: "phone", message: "Bath" },
      owner,
    );
    if (!entered.ok) throw new Error("not entered");
    await services.office.setStage(entered.id, "won", undefined, owner);
    expect(await services.jobs.complete(entered.id, owner)).toEqual({ ok: true, asked: undefined });
    expect((await services.jobs.ofLead(entered.id, "won"))!).toMatchObject({ status: "completed", review: undefined });
  });
});
