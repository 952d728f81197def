// The contract texts on both engines, through the real services and SMTP on loopback: seeded from
// the templates, a save checked (a missing {license} or a notice not in capitals refused, nothing
// changed), and the one rule that matters most: an estimate takes the texts as they stand when it
// is SENT. A contract sent (sold at home, over $2,500, a 30 % deposit) keeps its license statement,
// notices, deposit clause and notice of cancellation after the owner changes them, on the client's
// page and in the signed PDF (read back with poppler's pdftotext, its embedded font's accents
// included); the next estimate, in its preview and once sent and signed, carries the new texts.
// Changes kept as a draft reach no estimate.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { seedContractTexts } from "../../server/content/seed/contract-texts.ts";
import type { ContractTexts } from "../../server/content/contract-texts.ts";
import { businessToday } from "../../server/office/leads.ts";
import { bathroom, draftedBathroom, owner, OWNER } from "../support/estimates.ts";
import { mailingServices, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const client = { address: "203.0.113.20", agent: "Mozilla/5.0 (Macintosh) Safari/605.1" };
const SIGNER = "Ana Peña Núñez";

const inDays = (days: number) =>
  new Date(Date.parse(`${businessToday(new Date())}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const pdfText = (pdf: Uint8Array) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

/** The texts as the owner's lawyer rewrote them: each one different from the seed's. */
const rewritten = (): ContractTexts => {
  const texts = structuredClone(seedContractTexts);
  texts.license = "Certified General Contractor, Florida license no. {license}";
  texts.recoveryFund.text = texts.recoveryFund.text.replace(
    "32399-1039.",
    "32399-1039, OR ONLINE AT WWW.MYFLORIDALICENSE.COM.",
  );
  texts.lienLaw.heading = "NOTICE: FLORIDA'S CONSTRUCTION LIEN LAW";
  texts.deposit =
    "Your deposit of {deposit} is more than 10 % of the price: we apply for the permits within 30 days of it and " +
    "start within 90 days of their issue (section 489.126, Florida Statutes).";
  texts.cancellation.statement =
    "You, the buyer, may cancel this sale before midnight of the third business day after you sign it. The " +
    "attached notice of cancellation explains how.";
  texts.cancellation.paragraphs[4] =
    "To cancel, mail or deliver a signed and dated copy of this notice to {seller}, at {sellerAddress}, NOT LATER " +
    "THAN MIDNIGHT OF {cancelBy}, or e-mail it to us.";
  return texts;
};

describe.each<StoreKind>(["sqlite", "postgres"])("the contract texts on %s", (kind) => {
  /** The token of the link in the latest estimate mail, once `count` have come. */
  const mailedToken = async (count: number) => {
    const estimateMails = () => mailing.smtp.messages.filter((mail) => /^Your estimate/.test(mail.subject ?? ""));
    await waitFor(() => estimateMails().length >= count);
    return /\/estimates\/([\w-]+)/.exec(estimateMails()[count - 1]!.text ?? "")![1]!;
  };

  it("start as the templates, and refuse a save without {license} or with a notice not in capitals", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const texts = services.contractTexts;
    expect(await texts.current()).toEqual(seedContractTexts);
    const item = await texts.single();
    expect(item).toMatchObject({ status: "published", slug: "contract-texts", hasChanges: false });

    const refused = await texts.save(
      { ...rewritten(), license: "Licensed and insured", lienLaw: { ...rewritten().lienLaw, text: "According to…" } },
      OWNER,
    );
    expect(refused).toEqual({
      errors: {
        license: expect.stringContaining("Write {license} where the contract fills in the license number"),
        "lienLaw.text": "The construction lien law notice needs its full text (at least 100 characters).",
      },
    });
    const lowercase = rewritten();
    lowercase.lienLaw.text = lowercase.lienLaw.text.toLowerCase();
    expect(await texts.save(lowercase, OWNER)).toEqual({
      errors: {
        "lienLaw.text":
          "Write the notice in capital letters: F.S. 713.015 asks for it in capitalized, bold type of at least 12 points.",
      },
    });
    expect(await texts.current()).toEqual(seedContractTexts);
    expect(await texts.save(rewritten(), OWNER)).toEqual({ id: item.id, slug: "contract-texts" });
    expect(await texts.current()).toEqual(rewritten());
    // Each save is a revision, the seed's the first.
    expect((await texts.revisions(item.id)).map((revision) => revision.fields.license)).toEqual([
      rewritten().license,
      seedContractTexts.license,
    ]);
  });

  it("stay as sent in a sent and signed contract when changed; the next estimate carries the new ones", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const { estimates, contractTexts } = services;
    // Sold at the client's home, $10,000 with a 30 % deposit: every text applies.
    const first = await draftedBathroom(services, inDays(30));
    const leadId = (await estimates.forOffice(first))!.row.submissionId;
    expect(await estimates.save(first, { ...bathroom(inDays(30)), soldAtHome: true }, owner)).toEqual({ ok: true });
    expect(await estimates.send(first, owner)).toEqual({ ok: true });
    const token = await mailedToken(1);

    // The owner changes every text after sending.
    const { id } = await contractTexts.single();
    expect(await contractTexts.save(rewritten(), OWNER)).toEqual({ id, slug: "contract-texts" });

    // The client's page still shows the texts it was sent with.
    const open = await estimates.forClient(token, [], true);
    if (open?.status !== "sent") throw new Error(`not open: ${open?.status}`);
    expect(open.view.business.licenseLine).toBe("Florida contractor’s license CGC1531187");
    expect(open.view.notices.map((notice) => notice.text)).toEqual([
      seedContractTexts.recoveryFund.text,
      seedContractTexts.lienLaw.text,
    ]);
    expect(open.view.depositClause).toBe(seedContractTexts.deposit.replace("{deposit}", "$3,000.00"));
    expect(open.view.cancellation?.statement).toBe(seedContractTexts.cancellation.statement);

    // Signed after the change: its PDF holds the texts as sent, none of the new ones.
    expect(await estimates.accept(token, { signerName: SIGNER, consent: "yes", options: [] }, client)).toEqual({
      ok: true,
      state: "accepted",
    });
    const signed = pdfText((await estimates.pdf(token))!.bytes!);
    expect(signed).toContain(SIGNER);
    expect(signed).toContain("Florida contractor’s license CGC1531187");
    expect(signed).toContain("(850) 487-1395, 2601 BLAIR STONE ROAD, TALLAHASSEE, FLORIDA 32399-1039.");
    expect(signed).toContain("CONSTRUCTION LIEN LAW NOTICE");
    expect(signed).toContain("The deposit of $3,000.00 is more than 10 % of the contract price.");
    expect(signed).toContain(seedContractTexts.cancellation.statement);
    expect(signed).toContain("or send a telegram, to");
    for (const changed of [
      "Florida license no.",
      "MYFLORIDALICENSE",
      "NOTICE: FLORIDA'S CONSTRUCTION LIEN LAW",
      "Your deposit of",
      "before midnight of the third business day after you sign it",
      "or e-mail it to us",
    ])
      expect(signed).not.toContain(changed);
    // The signed page too, after the change.
    const signedPage = await estimates.forClient(token, [], false);
    expect(signedPage).toMatchObject({
      status: "accepted",
      view: { business: { licenseLine: "Florida contractor’s license CGC1531187" } },
    });

    // Changes kept as a draft reach no estimate.
    const drafted = { ...rewritten(), license: "Draft wording, license {license}" };
    expect(await contractTexts.save(drafted, OWNER, { asDraftChanges: true })).toMatchObject({ asDraftChanges: true });

    // The next estimate: its preview, its client's page and its PDF carry the new texts.
    const next = await estimates.create(leadId, { ...bathroom(inDays(30)), soldAtHome: true }, owner);
    if (!next.ok) throw new Error("not made");
    const preview = await estimates.preview(next.id, []);
    expect(preview?.view.business.licenseLine).toBe("Certified General Contractor, Florida license no. CGC1531187");
    expect(preview?.view.depositClause).toMatch(/^Your deposit of \$3,000\.00/);
    // The preview sent nothing and made no link.
    expect(mailing.smtp.messages.filter((mail) => /^Your estimate/.test(mail.subject ?? ""))).toHaveLength(1);
    expect((await estimates.forOffice(next.id))!.row).toMatchObject({ status: "draft", sentAt: null });
    expect(await estimates.preview(first, [])).toBeUndefined();

    expect(await estimates.send(next.id, owner)).toEqual({ ok: true });
    const nextToken = await mailedToken(2);
    expect(await estimates.accept(nextToken, { signerName: SIGNER, consent: "yes", options: [] }, client)).toEqual({
      ok: true,
      state: "accepted",
    });
    const nextPdf = pdfText((await estimates.pdf(nextToken))!.bytes!);
    expect(nextPdf).toContain("Certified General Contractor, Florida license no. CGC1531187");
    expect(nextPdf).toContain("OR ONLINE AT WWW.MYFLORIDALICENSE.COM.");
    expect(nextPdf).toContain("NOTICE: FLORIDA'S CONSTRUCTION LIEN LAW");
    expect(nextPdf).toContain("Your deposit of $3,000.00 is more than 10 % of the price");
    expect(nextPdf).toContain("before midnight of the third business day after you sign it");
    expect(nextPdf).toContain("or e-mail it to us.");
    expect(nextPdf).not.toContain("Draft wording");
    expect(nextPdf).not.toContain("or send a telegram");
  });
});
