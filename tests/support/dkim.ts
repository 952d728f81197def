// A DKIM key pair for tests: the settings that make the site sign with its private half, and a DNS
// resolver for mailauth that publishes the public half under the selector, as the owner's DNS would.
import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth";
import { mailDomain } from "../../common/site.ts";

export function testDkim(selector = "test2026") {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
  return {
    env: {
      DKIM_DOMAIN: mailDomain,
      DKIM_SELECTOR: selector,
      DKIM_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString().replace(/\n/g, "\\n"),
    },
    resolver: async (name: string, type: string) => {
      if (name === `${selector}._domainkey.${mailDomain}` && type === "TXT") return [[record]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
    },
  };
}

/** A raw message's DKIM check: the headers its signature covers (lower-case), and each signature's result. */
export async function checkDkim(raw: Buffer, resolver: ReturnType<typeof testDkim>["resolver"]) {
  const signed = raw
    .toString()
    .match(/^DKIM-Signature:[\s\S]*?\bh=([^;]+);/m)![1]!
    .replace(/\s/g, "")
    .toLowerCase()
    .split(":");
  const { results } = await dkimVerify(raw, { resolver });
  return { signed, results: results.map((result) => result.status.result) };
}
