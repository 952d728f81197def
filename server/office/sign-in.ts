// The office's sign-in rules: e-mailed 8-digit codes and session tokens, of which the database
// keeps only hashes, and the session cookie. Plain functions; server/office/office.ts applies them.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { SignInLimits } from "../storage/office.ts";

export const CODE_DIGITS = 8;
export const CODE_VALID_MINUTES = 10;
/**
 * "E-mail me a code" answers this long after it was asked, known address or not: past what the
 * request takes on a busy small server (20-50 ms measured), and too short for a person to notice.
 */
export const CODE_ANSWER_MS = 120;
/**
 * Per client address: code requests plus wrong codes in the window. Per (e-mail address, client):
 * codes in the window, and wrong tries (five end the client's code; five at another client's code
 * end the client's tries for that address), so no one else's tries spend the owner's code or budget.
 * Per e-mail address, all clients together, a ceiling a handful of clients cannot reach: codes
 * mailed, and wrong codes typed, past which a code is mailed only to a device the address signed in
 * on before, and compared only on the client that asked for it or such a device. Without it, many
 * addresses (an IPv6 /48 holds 65,536 clients) would each get their five guesses an hour at the
 * owner's live code; with it, at most 25 × 5 + 25 codes an hour are tried against an address, one
 * chance in 660,000 an hour of guessing an eight-digit code.
 */
export const signInLimits: SignInLimits & { validMs: number } = {
  perClient: 20,
  perAddress: 5,
  perAddressAllClients: 25,
  wrongTriesAllClients: 25,
  windowMs: 60 * 60 * 1000,
  wrongTries: 5,
  validMs: CODE_VALID_MINUTES * 60 * 1000,
};
const HOUR_MS = 60 * 60 * 1000;
/**
 * A session ends after 12 hours unused (a working day and an evening) and 14 days after sign-in at
 * the latest; its use is written at most every 5 minutes. Sign-in rows past these limits and the
 * code window are deleted every `pruneMs`. The actions that matter most (people, sending a letter,
 * the export of every lead) want a sign-in within `recentMs`: a phone left signed in on a desk
 * can read leads, but not hand the office to someone else or mail every subscriber.
 */
export const sessionLimits = {
  idleMs: 12 * HOUR_MS,
  maxMs: 14 * 24 * HOUR_MS,
  touchMs: 5 * 60 * 1000,
  pruneMs: HOUR_MS,
  recentMs: 15 * 60 * 1000,
};

/**
 * Whether a session's person proved who they are (a code or a passkey) within `recentMs`. Every
 * sign-in starts a new session (server/storage/office.ts), so a session's start is its last proof.
 */
export const signedInRecently = (signedInAt: string, now: Date) =>
  now.getTime() - Date.parse(signedInAt) < sessionLimits.recentMs;

/** A uniformly random code of eight digits, leading zeros included. */
export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");

/** What is stored of a code: its hash, bound to the address it was sent to. */
export const hashCode = (email: string, code: string) =>
  createHash("sha256").update(`office-code\n${email}\n${code}`).digest("hex");

/**
 * Whether `email` (normalized) is an address: at most 254 characters (RFC 5321), checked first, and
 * a pattern that cannot backtrack (the domain's labels are split by dots that no label contains).
 */
export const isOfficeEmail = (email: string) => email.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email);

/** An address as the office stores and compares it. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** What a person typed as the code: its digits, once spaces and dashes are taken out; undefined unless eight. */
export function typedCode(input: unknown): string | undefined {
  if (typeof input !== "string") return undefined;
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits) ? digits : undefined;
}

/** A session token (256 random bits, in the cookie) and its hash (in the database). */
export function newSessionToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** On HTTPS the cookie takes the __Host- prefix: only this host, path /, Secure, never set over plain HTTP. */
export const cookieName = (secure: boolean) => (secure ? "__Host-office_session" : "office_session");
/** The known device's cookie, named as the session's is for the scheme. */
export const deviceCookieName = (secure: boolean) => (secure ? "__Host-office_device" : "office_device");

/** A Set-Cookie value of the office's: `value` for `maxAgeSeconds`, or with none, the cookie removed. */
const officeCookie = (name: string, secure: boolean, value: string | undefined, maxAgeSeconds: number) =>
  [
    `${name}=${value ?? ""}`,
    value ? `Max-Age=${maxAgeSeconds}` : "Max-Age=0",
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");

/** The Set-Cookie value that holds `token` (or, with none, removes the cookie). */
export const sessionCookie = (secure: boolean, token: string | undefined) =>
  officeCookie(cookieName(secure), secure, token, sessionLimits.maxMs / 1000);

/** The value a request's Cookie header carries under `name`. */
function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** The session token a request's Cookie header carries under the name for its scheme. */
export const sessionToken = (cookieHeader: string | null, secure: boolean) =>
  cookieValue(cookieHeader, cookieName(secure));

/**
 * A known device: a browser someone signed in on with a code keeps, for a year, a proof that it
 * did (for that address, sealed with the site's secret; it holds no session and signs no one in).
 * Such a device is still asked for a code, but the ceilings all clients share (`signInLimits`) do
 * not hold it back: whoever floods the address's codes from elsewhere leaves the owner's own
 * phone and computer their way in.
 */
const DEVICE_DAYS = 365;
const deviceMac = (secret: string, email: string, nonce: string) =>
  createHmac("sha256", secret).update(`office-device\n${email}\n${nonce}`).digest("base64url");

/** A new proof that this browser signed in as `email`: `<nonce>.<HMAC>`. */
export const deviceProof = (secret: string, email: string) => {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${deviceMac(secret, email, nonce)}`;
};

/** Whether `proof` (a device cookie's value) was made for `email` with `secret`. */
export function isDeviceOf(secret: string, proof: string | undefined, email: string): boolean {
  const [nonce, mac, extra] = (proof ?? "").split(".");
  if (!nonce || !mac || extra !== undefined || proof!.length > 100) return false;
  const [given, wanted] = [Buffer.from(mac), Buffer.from(deviceMac(secret, email, nonce))];
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The Set-Cookie value that keeps `proof` on the device for a year. */
export const deviceCookie = (secure: boolean, proof: string) =>
  officeCookie(deviceCookieName(secure), secure, proof, DEVICE_DAYS * 24 * 60 * 60);

/** The known device's proof a request's Cookie header carries. */
export const deviceToken = (cookieHeader: string | null, secure: boolean) =>
  cookieValue(cookieHeader, deviceCookieName(secure));

/** Where to go after signing in: a page of the office the person first asked for, or the office's start. */
export function afterSignIn(next: unknown): string {
  if (typeof next !== "string" || !/^\/office(\/[\w./-]*)?(\?[\w=&%.+-]*)?$/.test(next) || next.includes(".."))
    return "/office";
  return next;
}
