// The mail an enquiry sends, as received by a real SMTP server and parsed with mailparser: the
// owner's notification, the visitor's acknowledgement and its daily limit, and DKIM signatures
// checked by a real verifier (mailauth).
import { generateKeyPairSync } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dkimVerify } from "mailauth";
import type { ParsedMail } from "mailparser";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailDomain } from "../../common/site.ts";
import { ACKNOWLEDGEMENTS_PER_DAY } from "../../server/enquiry-mail.ts";
import type { Services } from "../../server/services.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { servicesFor, validContact, type StoreKind } from "../support/services.ts";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});

const open: Services[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((services) => services.close()));
  smtp.messages.length = 0;
});

async function setup(kind: StoreKind, env: Record<string, string> = {}) {
  const result = await servicesFor(kind, { SMTP_URL: smtp.url, ...env });
  open.push(result.services);
  return result;
}

const link = "https://cheap-pills.example/buy?now=1";
const sentence = "Please forward this to your accounts department today";
const spammy = { ...validContact, message: `${sentence}.\nSee ${link} for details.` };

/** Every href in a message's HTML. */
const hrefs = (mail: ParsedMail) => [...String(mail.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

const expectMultipart = (mail: ParsedMail) => {
  expect(mail.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
  expect(mail.text?.length).toBeGreaterThan(100);
  expect(String(mail.html)).toContain("<html");
};

describe.each<StoreKind>(["sqlite", "postgres"])("enquiry mail on %s", (kind) => {
  it("sends exactly one notification to the owner and one acknowledgement to the visitor, both text and HTML", async () => {
    const { services } = await setup(kind);
    expect(await services.enquiries.submit("contact", spammy, "127.0.0.1")).toEqual({
      ok: true,
      stored: true,
      sent: true,
    });
    expect(smtp.messages).toHaveLength(2);

    const [owner] = smtp.toOwner;
    const [acknowledgement] = smtp.acknowledgements;
    expectMultipart(owner!);
    expectMultipart(acknowledgement!);

    // The owner's: every field, the project type in the subject, one tap to reply or call.
    expect(owner!.subject).toBe("New enquiry from Ana Ruiz: Kitchen Remodeling");
    expect(owner!.replyTo?.value).toEqual([{ name: "Ana Ruiz", address: "ana.ruiz@example.com" }]);
    expect(hrefs(owner!)).toEqual(expect.arrayContaining(["mailto:ana.ruiz@example.com", "tel:+14075550199"]));
    for (const value of [sentence, link, "$100k - $250k"]) {
      expect(owner!.text).toContain(value);
      expect(owner!.html).toContain(value);
    }

    // The visitor's: to them, marked automatic, on our domain, with what we received and what comes next.
    expect(acknowledgement!.to).toMatchObject({ text: "ana.ruiz@example.com" });
    expect(acknowledgement!.headers.get("auto-submitted")).toBe("auto-replied");
    expect(acknowledgement!.messageId).toMatch(
      new RegExp(`^<acknowledgement-[0-9a-f-]+@${mailDomain.replace(/\./g, "\\.")}>$`),
    );
    expect(acknowledgement!.date).toBeInstanceOf(Date);
    expect(acknowledgement!.replyTo?.value).toEqual([
      { name: "Saltbox Design-Build", address: "hello@saltboxdesignbuild.com" },
    ]);
    for (const part of [acknowledgement!.text!, String(acknowledgement!.html)]) {
      for (const expected of [
        "Thank you, Ana",
        "Kitchen Remodeling",
        "$100k - $250k",
        "Monday – Friday",
        "8:00 AM – 6:00 PM",
        "(407) 555-0142",
      ]) {
        expect(part).toContain(expected);
      }
      // Nothing the visitor typed freely: not their sentence, not their link, not even its host.
      expect(part).not.toContain("accounts department");
      expect(part).not.toContain("cheap-pills");
    }
    expect(
      hrefs(acknowledgement!).every((href) =>
        /^(tel:\+14075550142|mailto:hello@saltboxdesignbuild\.com|https:\/\/www\.saltboxdesignbuild\.com)/.test(href),
      ),
    ).toBe(true);
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 2 });
  });

  it("leaves out a first name that is not plainly a name", async () => {
    const { services } = await setup(kind);
    await services.enquiries.submit("contact", { ...validContact, firstName: "www.spam.example" }, "127.0.0.1");
    const [acknowledgement] = smtp.acknowledgements;
    expect(acknowledgement!.text).toContain("Thank you");
    expect(acknowledgement!.text).not.toContain("spam");
    expect(acknowledgement!.html).not.toContain("spam");
  });

  it(`sends one address at most ${ACKNOWLEDGEMENTS_PER_DAY} acknowledgements a day; later enquiries are still stored and the owner told`, async () => {
    const { services } = await setup(kind);
    // Any spelling of the address counts as the same recipient.
    const addresses = ["ana.ruiz@example.com", "Ana.Ruiz@example.com", "ana.ruiz@example.com", "ANA.RUIZ@EXAMPLE.COM"];
    for (const [index, email] of addresses.entries()) {
      const outcome = await services.enquiries.submit(
        "contact",
        { ...validContact, email, lastName: `Ruiz${index}` },
        "127.0.0.1",
      );
      expect(outcome).toEqual({ ok: true, stored: true, sent: true });
    }
    expect(await services.store.listSubmissions()).toHaveLength(4);
    expect(smtp.toOwner.map((mail) => mail.subject)).toEqual(
      [0, 1, 2, 3].map((index) => `New enquiry from Ana Ruiz${index}: Kitchen Remodeling`),
    );
    expect(smtp.acknowledgements).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 4 + ACKNOWLEDGEMENTS_PER_DAY });

    // Another address is not affected.
    await services.enquiries.submit("contact", { ...validContact, email: "someone.else@example.com" }, "127.0.0.1");
    expect(smtp.acknowledgements.at(-1)!.to).toMatchObject({ text: "someone.else@example.com" });
  });
});

describe("DKIM", () => {
  it("signs every message when a key is configured, and the signature verifies", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const selector = "test2026";
    // The mail folder transport (no SMTP_URL) keeps the exact bytes that would go over SMTP.
    const { services, config } = await servicesFor("sqlite", {
      DKIM_DOMAIN: mailDomain,
      DKIM_SELECTOR: selector,
      DKIM_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString().replace(/\n/g, "\\n"),
    });
    open.push(services);
    await services.enquiries.submit("contact", validContact, "127.0.0.1");
    const folder = join(config.DATA_DIR, "mail");
    const files = readdirSync(folder);
    expect(files).toHaveLength(2);

    const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
    const resolver = async (name: string, type: string) => {
      if (name === `${selector}._domainkey.${mailDomain}` && type === "TXT") return [[record]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
    };
    for (const file of files) {
      const raw = readFileSync(join(folder, file));
      expect(raw.toString()).toMatch(/^DKIM-Signature: /m);
      const { results } = await dkimVerify(raw, { resolver });
      expect(results.map((result) => [result.status.result, result.signingDomain])).toEqual([["pass", mailDomain]]);
    }

    // Changed after signing, the message no longer verifies.
    const tampered = readFileSync(join(folder, files[0]!), "utf8").replace("Ana Ruiz", "Eve Ruiz");
    const { results } = await dkimVerify(Buffer.from(tampered), { resolver });
    expect(results[0]!.status.result).not.toBe("pass");
  });

  it("refuses a half-configured key at start", async () => {
    await expect(servicesFor("sqlite", { DKIM_DOMAIN: mailDomain })).rejects.toThrow(
      /DKIM_SELECTOR: required[\s\S]*DKIM_PRIVATE_KEY: required/,
    );
    await expect(
      servicesFor("sqlite", { DKIM_DOMAIN: mailDomain, DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "not a key" }),
    ).rejects.toThrow(/must be a PEM private key/);
  });
});
