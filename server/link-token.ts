// Signed tokens for the links in subscriber mail (confirm a subscription, unsubscribe): what the
// link may do and for which address, sealed with AES-256-GCM under a key from the site's secret, so
// the server needs to store nothing per link, no one can make a link for someone else's address,
// and the address cannot be read from the link (it ends up in browser histories and server logs).
// Unlike a booking's manage link (a random token whose hash is stored, server/bookings/bookings.ts),
// an unsubscribe link must be made again for every later mail to the same subscriber, which a
// stored hash cannot do. Links mailed before sealing (`<claims as base64url JSON>.<HMAC>`) still work.
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from "node:crypto";

export type LinkPurpose = "confirm" | "unsubscribe";

/** What a token says: its purpose, the address, when it was made and (for a confirmation) until when it works. */
export type LinkClaims = { purpose: LinkPurpose; email: string; issuedAt: number; expiresAt?: number };

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: "invalid" | "expired" };

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
/** The sealing key, and the key the nonce is made with, both from the site's secret. */
const keyFor = (secret: string, use: "seal" | "nonce") =>
  createHmac("sha256", secret).update(`link-token:${use}`).digest();
const SEALED = "s";

/**
 * `s.<nonce>.<sealed claims and tag>`, URL-safe. The nonce is an HMAC of the claims, so the same
 * claims seal to the same token (a mail's header and body links agree) and two different claims
 * never share a nonce.
 */
export function signLink(secret: string, claims: LinkClaims): string {
  const plain = Buffer.from(JSON.stringify(claims));
  const nonce = createHmac("sha256", keyFor(secret, "nonce")).update(plain).digest().subarray(0, 12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, "seal"), nonce);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `${SEALED}.${nonce.toString("base64url")}.${sealed.toString("base64url")}`;
}

/** The claims' JSON of a sealed token, or undefined when it was not sealed with this secret or was altered. */
function unseal(secret: string, nonce: string, sealed: string): string | undefined {
  const [iv, body] = [Buffer.from(nonce, "base64url"), Buffer.from(sealed, "base64url")];
  // Only the exact text that was mailed: a last character's spare bits, or letters outside
  // base64url, would otherwise decode to the same bytes.
  if (iv.toString("base64url") !== nonce || body.toString("base64url") !== sealed) return undefined;
  if (iv.length !== 12 || body.length <= 16) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, "seal"), iv);
    decipher.setAuthTag(body.subarray(-16));
    return Buffer.concat([decipher.update(body.subarray(0, -16)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

/** The claims' JSON of a token mailed before sealing, when its HMAC holds. */
function unsign(secret: string, payload: string, signature: string): string | undefined {
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(payload, "base64url").toString("utf8");
}

const isClaims = (value: unknown): value is LinkClaims => {
  const claims = value as Partial<LinkClaims> | null;
  return (
    typeof claims === "object" &&
    claims !== null &&
    (claims.purpose === "confirm" || claims.purpose === "unsubscribe") &&
    typeof claims.email === "string" &&
    typeof claims.issuedAt === "number" &&
    (claims.expiresAt === undefined || typeof claims.expiresAt === "number")
  );
};

/** The claims of a token signed with `secret` for `purpose`; "invalid" for anything altered or made up, "expired" past its time. */
export function checkLink(secret: string, purpose: LinkPurpose, token: unknown, now: Date): LinkCheck {
  if (typeof token !== "string" || token.length > 2000) return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  const json =
    parts.length === 3 && parts[0] === SEALED && parts[1] && parts[2]
      ? unseal(secret, parts[1], parts[2])
      : parts.length === 2 && parts[0] && parts[1]
        ? unsign(secret, parts[0], parts[1])
        : undefined;
  if (json === undefined) return { ok: false, reason: "invalid" };
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!isClaims(claims) || claims.purpose !== purpose) return { ok: false, reason: "invalid" };
  if (claims.expiresAt !== undefined && claims.expiresAt <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
