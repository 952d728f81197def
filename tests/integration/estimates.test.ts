// Estimates on both engines through the real services, store and SMTP on loopback: a lead's
// estimate sent (the lead at "estimate", the client mailed a link), opened and counted, accepted
// with a typed signature (the PDF's text read back by poppler's pdftotext: the name as typed, the
// total, the license number, both notices and the version's hash), the lead won with its value, a
// second accept a 409 that changes nothing, a signed estimate refused any change, a new
// version that supersedes the old link, and the links of a declined version and of one past its
// last day, which say only that.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { withRows, type TypedEstimate } from "../../server/estimates/estimate-form.ts";
import { describeDate } from "../../common/availability.ts";
import { cancelByDay } from "../../server/estimates/cooling-off.ts";
import { seedContractTexts } from "../../server/content/seed/contract-texts.ts";
import { businessToday } from "../../server/office/leads.ts";
import { mailingServices, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const OWNER = "owner@saltbox.test";
const owner = { id: 0, email: OWNER, role: "owner" as const, createdAt: "" };
const client = { address: "203.0.113.9", agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/605.1" };
// Typed with a title: the mails greet the client by the lead's first name, not the signature's first word.
const SIGNER = "Dr. José Núñez-Peña";

const inDays = (days: number) =>
  new Date(Date.parse(`${businessToday(new Date())}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Three lines (one an option), a 10 % deposit: $4,500 + $1,200 allowance; the option $600. */
const kitchen = (): TypedEstimate =>
  withRows(
    {
      title: "Kitchen refresh",
      scope: "## Included\n- New shaker cabinets\n- Quartz counters\n\nNot included: appliances.",
      rows: [
        {
          description: "Cabinets, supplied and installed",
          quantity: "3",
          unit: "runs",
          unitPrice: "1,500",
          group: "Cabinetry",
          kind: "",
        },
        {
          description: "Quartz counter",
          quantity: "1",
          unit: "",
          unitPrice: "1200",
          group: "Counters",
          kind: "allowance",
        },
        {
          description: "Under-cabinet lighting",
          quantity: "2",
          unit: "",
          unitPrice: "300.00",
          group: "Electrical",
          kind: "optional",
        },
      ],
      taxPercent: "",
      depositPercent: "10",
      depositAmount: "",
      milestones: [],
      validUntil: inDays(30),
    },
    0,
  );

const pdfText = (pdf: Uint8Array) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");

describe.each<StoreKind>(["sqlite", "postgres"])("estimates on %s", (kind) => {
  const setup = async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const entered = await services.office.enterLead(
      {
        firstName: "José",
        lastName: "Núñez",
        email: "jose.nunez@example.com",
        phone: "(407) 555-0177",
        source: "referral",
        message: "Kitchen",
      },
      owner,
    );
    if (!entered.ok) throw new Error("the lead was not entered");
    return { services, leadId: entered.id };
  };
  /**
   * The token of the link in the `count`th estimate mail to the client (by its subject alone: a
   * notice to the owner of an earlier test's decline, landing late, links the office's estimate page).
   */
  const mailedToken = async (count: number) => {
    const estimateMails = () => mailing.smtp.messages.filter((mail) => /^Your estimate/.test(mail.subject ?? ""));
    await waitFor(() => estimateMails().length >= count);
    return /\/estimates\/([\w-]+)/.exec(estimateMails()[count - 1]!.text ?? "")![1]!;
  };

  it("sends, counts the openings, accepts once with a signature into a PDF, and wins the lead with its value", async () => {
    const { services, leadId } = await setup();
    const { estimates, office } = services;
    expect(await estimates.create(leadId, { ...kitchen(), title: " ", validUntil: "2020-01-01" }, owner)).toMatchObject(
      {
        ok: false,
        errors: { title: expect.any(String), validUntil: expect.stringContaining("today") },
      },
    );
    const made = await estimates.create(leadId, kitchen(), owner);
    if (!made.ok) throw new Error(JSON.stringify(made));
    expect(await estimates.send(made.id, owner)).toEqual({ ok: true });
    // Sending answered the lead: it is at "estimate", no longer waiting for a first response.
    expect((await office.lead(leadId))!.lead).toMatchObject({ stage: "estimate", firstResponseAt: expect.any(String) });
    const token = await mailedToken(1);
    const mail = mailing.smtp.messages.find(
      (message) => message.to && JSON.stringify(message.to).includes("jose.nunez"),
    )!;
    expect(mail.text).toContain("$5,700.00");

    // A wrong or altered token is nobody's.
    expect(await estimates.forClient(`${token.slice(0, -2)}xx`, [], true)).toBeUndefined();
    expect(await estimates.forClient("not-a-token", [], true)).toBeUndefined();
    const opened = await estimates.forClient(token, [], true);
    expect(opened).toMatchObject({ status: "sent", view: { total: "$5,700.00" } });
    await estimates.forClient(token, ["2"], true);
    const seen = await estimates.forOffice(made.id);
    expect(seen!.row).toMatchObject({ openCount: 2, firstOpenedAt: expect.any(String) });
    // Ticking the option adds it; a standard line's index is no option.
    expect(await estimates.forClient(token, ["2", "0", "9"], false)).toMatchObject({ view: { total: "$6,300.00" } });

    expect(await estimates.accept(token, { signerName: SIGNER, options: ["2"] }, client)).toMatchObject({
      ok: false,
      status: 400,
      errors: { consent: expect.any(String) },
    });
    // The option ticked on a page whose total did not count it (its button named $5,700): nothing signed.
    const unseen = { signerName: SIGNER, consent: "yes", options: ["2"], shownOptions: [""] };
    expect(await estimates.accept(token, unseen, client)).toMatchObject({
      ok: false,
      status: 409,
      optionsChanged: true,
    });
    expect((await estimates.forOffice(made.id))!.row.status).toBe("sent");
    expect(await estimates.accept(token, { signerName: SIGNER, consent: "yes", options: ["2"] }, client)).toEqual({
      ok: true,
      state: "accepted",
    });
    const { lead, events } = (await office.lead(leadId))!;
    expect(lead.stage).toBe("won");
    expect(await estimates.wonValue(leadId)).toBe("$6,300.00");
    const won = await estimates.ofLead(leadId);
    expect(won).toMatchObject([{ status: "accepted", total: "$6,300.00" }]);
    expect(events.map((event) => event.stage).filter(Boolean)).toEqual(["estimate", "won"]);
    // The history names the estimate by its number, as the office and the client do.
    expect(events.map((event) => event.text)).toEqual(
      expect.arrayContaining([`Estimate E-${made.id} sent`, `Estimate E-${made.id} accepted and signed by ${SIGNER}`]),
    );

    const signed = (await estimates.forOffice(made.id))!.row;
    expect(signed).toMatchObject({
      status: "accepted",
      signerName: SIGNER,
      signerAddress: client.address,
      signerAgent: client.agent,
      totalCents: 630_000,
      chosenOptions: "[2]",
    });
    // The hash on the record is the record's own.
    expect(createHash("sha256").update(signed.record!).digest("hex")).toBe(signed.recordSha256);
    const pdf = (await estimates.pdf(token))!.bytes!;
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(signed.pdfSha256);
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain(SIGNER);
    expect(text).toContain("$6,300.00");
    expect(text).toContain("CGC1531187");
    expect(text).toContain("FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND");
    expect(text).toContain("ACCORDING TO FLORIDA'S CONSTRUCTION LIEN LAW");
    expect(text).toContain(signed.recordSha256!);
    // The hash is of the version as sent: the certificate names the option ticked beside it.
    expect(text).toMatch(/Options chosen by the signer Under-cabinet lighting \(\$[\d,.]+\)/);
    expect(text).toContain(client.address);
    // Not sold at the client's home: no right to cancel.
    expect(text).not.toContain("NOTICE OF CANCELLATION");
    expect(text).not.toContain("You, the buyer, may cancel");

    // The client and the owner each get the signed PDF.
    await waitFor(() => mailing.smtp.messages.filter((message) => message.attachments?.length).length === 2);
    const withPdf = mailing.smtp.messages.filter((message) => message.attachments?.length);
    expect(withPdf.map((message) => JSON.stringify(message.to)).join()).toMatch(
      /jose\.nunez.*owner@saltbox|owner@saltbox.*jose\.nunez/,
    );
    const toClient = withPdf.find((message) => JSON.stringify(message.to).includes("jose.nunez"))!;
    expect(toClient.text).toContain("Thank you, José");
    expect(withPdf[0]!.attachments[0]!.contentType).toBe("application/pdf");
    expect(Buffer.compare(withPdf[0]!.attachments[0]!.content, Buffer.from(pdf))).toBe(0);

    // A second accept changes nothing, whatever its options; nor does a decline, an edit or a new version.
    expect(
      await estimates.accept(token, { signerName: "Someone Else", consent: "yes", options: [] }, client),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    const again = await estimates.accept(token, { ...unseen, signerName: "Someone Else" }, client);
    expect(again).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/already answered/) });
    expect(again).not.toHaveProperty("optionsChanged");
    expect(await estimates.decline(token, "Changed my mind")).toMatchObject({ ok: false, status: 409 });
    expect(await estimates.save(made.id, kitchen(), owner)).toEqual({ ok: false, reason: "answered" });
    expect(await estimates.newVersion(made.id, owner)).toEqual({ ok: false, reason: "answered" });
    const after = (await estimates.forOffice(made.id))!.row;
    expect(after).toEqual(signed);
    expect(Buffer.compare(Buffer.from((await estimates.pdf(token))!.bytes!), Buffer.from(pdf))).toBe(0);
  });

  it("supersedes a sent version's link with the next one's, and keeps the decline's reason", async () => {
    const { services, leadId } = await setup();
    const { estimates } = services;
    const first = await estimates.create(leadId, kitchen(), owner);
    if (!first.ok) throw new Error("not made");
    // A draft's page is not the client's yet: no link, no mail; a draft changes freely.
    expect(await estimates.save(first.id, { ...kitchen(), title: "Kitchen and pantry" }, owner)).toEqual({ ok: true });
    await estimates.send(first.id, owner);
    const oldToken = await mailedToken(1);
    expect(await estimates.save(first.id, kitchen(), owner)).toEqual({ ok: false, reason: "notDraft" });

    const next = await estimates.newVersion(first.id, owner);
    if (!next.ok) throw new Error("no new version");
    expect(await estimates.newVersion(first.id, owner)).toEqual({ ok: false, reason: "hasNewer" });
    // Until the new version is sent, the old link still works.
    expect(await estimates.forClient(oldToken, [], true)).toMatchObject({ status: "sent" });
    await estimates.send(next.id, owner);
    const newToken = await mailedToken(2);
    expect(newToken).not.toBe(oldToken);
    expect(await estimates.forClient(oldToken, [], true)).toEqual({ status: "superseded" });
    expect(
      await estimates.accept(oldToken, { signerName: "José Núñez", consent: "yes", options: [] }, client),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("newer version"),
    });
    expect(await estimates.decline(newToken, "Over our budget for this year")).toEqual({ ok: true, state: "declined" });
    // The client's link says only that it was declined, and when; the office keeps the reason.
    expect(await estimates.forClient(newToken, [], true)).toEqual({
      status: "declined",
      declinedOn: businessToday(new Date()),
    });
    expect((await estimates.forOffice(next.id))!.row.declineReason).toBe("Over our budget for this year");
    expect(await estimates.pdf(newToken)).toBeUndefined();
    expect(await estimates.ofLead(leadId)).toMatchObject([
      { id: next.id, status: "declined" },
      { id: first.id, status: "superseded" },
    ]);
  });

  it("carries a sale at home's right to cancel beside the signature and a notice of cancellation into the signed PDF", async () => {
    const { services, leadId } = await setup();
    const { estimates } = services;
    const made = await estimates.create(leadId, { ...kitchen(), soldAtHome: true }, owner);
    if (!made.ok) throw new Error("not made");
    await estimates.send(made.id, owner);
    const token = await mailedToken(1);
    const today = businessToday(new Date());
    const lastDay = cancelByDay(today);
    const open = await estimates.forClient(token, [], true);
    if (open?.status !== "sent") throw new Error(`not open: ${open?.status}`);
    expect(open.view.cancellation).toMatchObject({
      statement: seedContractTexts.cancellation.statement,
      heading: "NOTICE OF CANCELLATION",
      transactionDay: today,
      cancelByDay: lastDay,
    });
    const { business } = open.view;
    expect(open.view.cancellation!.paragraphs).toContain(
      `To cancel this transaction, mail or deliver a signed and dated copy of this cancellation notice or any other written notice, or send a telegram, to ${business.name}, at ${business.address}, NOT LATER THAN MIDNIGHT OF ${describeDate(lastDay)}.`,
    );
    expect(await estimates.accept(token, { signerName: SIGNER, consent: "yes", options: [] }, client)).toEqual({
      ok: true,
      state: "accepted",
    });
    const text = pdfText((await estimates.pdf(token))!.bytes!).replace(/\s+/g, " ");
    expect(text).toContain(SIGNER);
    expect(text).toContain(seedContractTexts.cancellation.statement);
    // The statement follows the signature; the notice, in duplicate, follows the contract.
    expect(text.indexOf(seedContractTexts.cancellation.statement)).toBeGreaterThan(
      text.indexOf("Accepted and signed electronically"),
    );
    expect(text.split("NOTICE OF CANCELLATION").length - 1).toBe(2);
    expect(text).toContain(`${describeDate(today)} (Date of transaction)`);
    expect(text).toContain(
      `to ${business.name}, at ${business.address}, NOT LATER THAN MIDNIGHT OF ${describeDate(lastDay)}.`,
    );
    expect(text).toContain("I HEREBY CANCEL THIS TRANSACTION.");
    expect(text.indexOf("NOTICE OF CANCELLATION")).toBeLessThan(text.indexOf("Signature certificate"));
    // The client's signed page keeps the day it was signed.
    expect(await estimates.forClient(token, [], false)).toMatchObject({
      status: "accepted",
      view: { cancellation: { transactionDay: today, cancelByDay: lastDay } },
    });

    // Not sold at home: neither.
    const plain = await estimates.create(leadId, kitchen(), owner);
    if (!plain.ok) throw new Error("not made");
    expect((await estimates.forOffice(plain.id))!.view.cancellation).toBeUndefined();
  });

  it("says of a version past its last day only that it expired: nothing of the estimate, no signing, no PDF", async () => {
    const { services, leadId } = await setup();
    const { estimates } = services;
    const lastDay = inDays(0);
    const made = await estimates.create(leadId, { ...kitchen(), validUntil: lastDay }, owner);
    if (!made.ok) throw new Error("not made");
    await estimates.send(made.id, owner);
    const token = await mailedToken(1);
    expect(await estimates.forClient(token, [], true)).toMatchObject({ status: "sent", view: { total: "$5,700.00" } });
    // Two days on (only the clock's date moves: the database and the mail keep their timers).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 86_400_000 });
    try {
      const expired = await estimates.forClient(token, ["2"], true);
      expect(expired).toEqual({ status: "expired", validUntil: lastDay });
      expect(await estimates.accept(token, { signerName: SIGNER, consent: "yes", options: [] }, client)).toMatchObject({
        ok: false,
        status: 410,
      });
      expect(await estimates.pdf(token)).toBeUndefined();
      expect((await estimates.forOffice(made.id))!.row).toMatchObject({ status: "sent", openCount: 2 });
    } finally {
      vi.useRealTimers();
    }
  });
});
