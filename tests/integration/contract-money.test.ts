// A signed contract's money on both engines through the real services, store and SMTP on loopback:
// a change order refused on an unsigned estimate, sent to a signed one (the client mailed its own
// link), accepted with a typed name and a drawn signature into its own PDF (read back by poppler's
// pdftotext), the contract's total moved by it and not by a declined one, a second accept a 409;
// and the estimate's own signing keeping its drawing.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blankChangeOrder, type TypedChangeOrder } from "../../server/estimates/contract-total.ts";
import { businessToday } from "../../server/office/leads.ts";
import { draftedBathroom, owner, OWNER } from "../support/estimates.ts";
import { mailingServices, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const from = { address: "203.0.113.20", agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131" };
const validUntil = new Date(Date.parse(`${businessToday(new Date())}T12:00:00Z`) + 30 * 86_400_000)
  .toISOString()
  .slice(0, 10);

const order = (typed: Partial<TypedChangeOrder>): TypedChangeOrder => ({ ...blankChangeOrder(), ...typed });
const pdfText = (pdf: Uint8Array) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

describe.each<StoreKind>(["sqlite", "postgres"])("a contract's money on %s", (kind) => {
  it("takes change orders only once signed, each signed once into its own PDF, and totals the signed ones", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const { estimates, changeOrders, store } = services;
    const made = { id: await draftedBathroom(services, validUntil) };
    const extra = order({ description: "Heated floor in the shower room", price: "1,800", days: "3" });
    // A draft, and a sent estimate not yet signed, take no change order.
    expect(await changeOrders.create(made.id, extra, owner)).toEqual({ ok: false, reason: "notSigned" });
    await estimates.send(made.id, owner);
    await waitFor(() => mailing.smtp.messages.length >= 1);
    const estimateToken = /\/estimates\/([\w-]+)/.exec(mailing.smtp.messages[0]!.text ?? "")![1]!;
    expect(await changeOrders.create(made.id, extra, owner)).toEqual({ ok: false, reason: "notSigned" });
    expect(await changeOrders.create(9999, extra, owner)).toEqual({ ok: false, reason: "unknown" });

    const drawing = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 30, b: 25, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const drawn = `data:image/png;base64,${drawing.toString("base64")}`;
    expect(
      await estimates.accept(
        estimateToken,
        { signerName: "Ana Peña", consent: "yes", signatureDrawing: "data:image/png;base64,AAAA", options: [] },
        from,
      ),
    ).toMatchObject({ ok: false, status: 400, errors: { signatureDrawing: expect.stringContaining("drawn") } });
    expect(
      await estimates.accept(
        estimateToken,
        { signerName: "Ana Peña", consent: "yes", signatureDrawing: drawn, options: [] },
        from,
      ),
    ).toEqual({ ok: true, state: "accepted" });
    expect(Buffer.from((await store.changeOrders.estimateDrawing(made.id))!)).toEqual(drawing);
    expect(pdfText((await estimates.pdf(estimateToken))!.bytes!)).toContain("Drawn signature of Ana Peña");

    // Refused forms say why, and send nothing.
    expect(
      await changeOrders.create(made.id, order({ description: "", price: "abc", days: "1.5" }), owner),
    ).toMatchObject({
      ok: false,
      errors: { description: expect.any(String), price: expect.any(String), days: expect.any(String) },
    });
    expect(await changeOrders.create(made.id, order({ description: "Credit", price: "-20,000" }), owner)).toMatchObject(
      {
        ok: false,
        errors: { price: expect.stringContaining("$10,000.00") },
      },
    );

    const first = await changeOrders.create(made.id, extra, owner);
    const credit = await changeOrders.create(
      made.id,
      order({
        description: "Client supplies the vanity",
        lines: [
          { description: "Vanity not supplied", amount: "-900" },
          { description: "Fitting the client's vanity", amount: "150" },
        ],
        days: "-1",
        note: "Bring the vanity to the site by Friday, please.",
      }),
      owner,
    );
    if (!first.ok || !credit.ok) throw new Error("not sent");
    await waitFor(
      () => mailing.smtp.messages.filter((mail) => /Change order CO-/.test(mail.subject ?? "")).length === 2,
    );
    // The owner's note to the client travels in the mail too, not only on the change order's page.
    expect(
      mailing.smtp.messages.some((mail) =>
        (mail.text ?? "").replace(/\s+/g, " ").includes("Bring the vanity to the site by Friday, please."),
      ),
    ).toBe(true);
    const links = mailing.smtp.messages
      .filter((mail) => /Change order CO-/.test(mail.subject ?? ""))
      // Delivered in any order: the first written is number 1.
      .sort((a, b) => (a.subject ?? "").localeCompare(b.subject ?? ""))
      .map((mail) => /\/change-orders\/([\w-]+)/.exec(mail.text ?? "")![1]!);
    const [firstToken, creditToken] = [links[0]!, links[1]!];
    expect(await changeOrders.forClient("x".repeat(43), true)).toBeUndefined();
    expect(await changeOrders.forClient(firstToken, true)).toMatchObject({
      status: "sent",
      view: {
        number: `CO-${made.id}-1`,
        amount: "+$1,800.00",
        contractBefore: "$10,000.00",
        contractAfter: "$11,800.00",
      },
    });
    expect((await changeOrders.ofContract(made.id))!.total).toBe("$10,000.00");

    expect(await changeOrders.accept(firstToken, { signerName: "Ana Peña" }, from)).toMatchObject({ status: 400 });
    expect(
      await changeOrders.accept(firstToken, { signerName: "Ana Peña", consent: "yes", signatureDrawing: drawn }, from),
    ).toEqual({ ok: true, state: "accepted" });
    expect(await changeOrders.accept(firstToken, { signerName: "Someone Else", consent: "yes" }, from)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await changeOrders.decline(firstToken, "No")).toMatchObject({ ok: false, status: 409 });
    expect(await changeOrders.decline(creditToken, "We keep your vanity")).toEqual({ ok: true, state: "declined" });
    // Its link now says only the day it was declined: nothing of the change order or the contract.
    expect(await changeOrders.forClient(creditToken, true)).toEqual({
      status: "declined",
      declinedOn: businessToday(new Date()),
    });

    const contract = (await changeOrders.ofContract(made.id))!;
    expect(contract).toMatchObject({ signed: "$10,000.00", total: "$11,800.00", changes: "+$1,800.00" });
    expect(contract.orders.map((entry) => [entry.status, entry.amount])).toEqual([
      ["accepted", "+$1,800.00"],
      ["declined", "−$750.00"],
    ]);
    const signed = (await store.changeOrders.find(first.id))!;
    expect(signed).toMatchObject({ signerName: "Ana Peña", signerAddress: from.address, signerAgent: from.agent });
    expect(createHash("sha256").update(signed.record).digest("hex")).toBe(signed.recordSha256);
    const pdf = (await changeOrders.pdf(firstToken))!.bytes!;
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(signed.pdfSha256);
    const text = pdfText(pdf);
    for (const expected of ["Ana Peña", "+$1,800.00", "$11,800.00", "CGC1531187", signed.recordSha256, "3 days more"])
      expect(text).toContain(expected);
    expect(await changeOrders.pdf(creditToken)).toBeUndefined();
    // The client and the owner each got the signed change order.
    await waitFor(
      () =>
        mailing.smtp.messages.filter((mail) =>
          mail.attachments?.some((file) => file.filename?.startsWith("change-order")),
        ).length === 2,
    );
  });
});
