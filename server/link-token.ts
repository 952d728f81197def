// Signed tokens for the links in subscriber mail (confirm a subscription, unsubscribe): what the
// link may do and for which address, with an HMAC-SHA256 over it, so the server needs to store
// nothing per link and no one can make a link for someone else's address. Unlike a booking's
// manage link (a random token whose hash is stored, server/bookings/bookings.ts), an unsubscribe link must
// be made again for every later mail to the same subscriber, which a stored hash cannot do.
import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkPurpose = "confirm" | "unsubscribe";

/** What a token says: its purpose, the address, when it was made and (for a confirmation) until when it works. */
export type LinkClaims = { purpose: LinkPurpose; email: string; issuedAt: number; expiresAt?: number };

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: "invalid" | "expired" };

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** `<claims as base64url JSON>.<HMAC of them>`: URL-safe as it is. */
export function signLink(secret: string, claims: LinkClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
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
  if (typeof token !== "string") return { ok: false, reason: "invalid" };
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!isClaims(claims) || claims.purpose !== purpose) return { ok: false, reason: "invalid" };
  if (claims.expiresAt !== undefined && claims.expiresAt <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
