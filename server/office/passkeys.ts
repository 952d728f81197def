// Passkeys for the office (SimpleWebAuthn): after signing in with a mailed code, a person may add a
// passkey on each device and then sign in with it; the mailed code stays the way back in. The
// database keeps each passkey's public key and counter, and each ceremony's challenge until it is
// spent once or expires (so any process can finish what another began). The relying party is the
// address the browser is on (its host and origin), as the browser checks it too.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { COSEALG } from "@simplewebauthn/server/helpers";
import { site } from "../../common/site.ts";
import type { OfficeUser } from "../storage/office.ts";
import type { Store } from "../storage/index.ts";
import { hashToken, newSessionToken } from "./sign-in.ts";

/**
 * The key types a passkey may have, named rather than left to the library's default: on Node 24 its
 * default asks WebCrypto whether ML-DSA-44 is supported (`SubtleCrypto.supports`), and that question
 * alone prints two ExperimentalWarnings into the server's log. Every passkey made so far is one of
 * these three; the post-quantum one can join when Node's support for it is no longer experimental.
 */
const KEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** How long a ceremony may take, from its options to the browser's answer. */
const CHALLENGE_MS = 5 * 60 * 1000;
/**
 * Live ceremonies one client address may hold (each is a row until it is spent or expires): a
 * person needs one or two; a script posting the options step 300 times writes no more than this.
 */
export const CHALLENGES_PER_CLIENT = 10;
const LABEL_MAX = 60;

/** Where the browser is: the relying party's id (its host name) and the origin its answers must name. */
export type RelyingParty = { id: string; origin: string };

/** What a challenge was given for. */
type Purpose = "register" | "sign-in";

type PasskeyDependencies = { store: Store; log: (line: string) => void };

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const bytes = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
/** The challenge a browser's answer carries (in its client data), to spend it; none when the post is not an answer. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } } | undefined): string | undefined {
  const data = typeof response === "object" && response !== null ? response.response?.clientDataJSON : undefined;
  if (typeof data !== "string" || data.length > 4096) return undefined;
  try {
    const challenge = (JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as { challenge?: unknown })
      .challenge;
    return typeof challenge === "string" ? challenge : undefined;
  } catch {
    return undefined;
  }
}

export function createPasskeys({ store, log }: PasskeyDependencies) {
  const office = () => store.office;
  const until = (now: Date) => new Date(now.getTime() + CHALLENGE_MS);
  /** Keeps the options' challenge for `purpose` (and `userId`, when registering): the options, or undefined when the client holds its share. */
  const offered = async <Options extends { challenge: string }>(
    options: Options,
    purpose: Purpose,
    userId: number | null,
    clientAddress: string,
  ) => {
    const now = new Date();
    const client = { clientAddress, perClient: CHALLENGES_PER_CLIENT };
    return (await office().saveChallenge(options.challenge, purpose, userId, now, until(now), client))
      ? options
      : undefined;
  };
  /** The challenge a browser's answer carries, when it was live for `purpose` (and `userId`): spent now, it answers once. */
  const taken = async (
    answer: { response?: { clientDataJSON?: unknown } },
    purpose: Purpose,
    userId: number | null,
  ) => {
    const challenge = challengeOf(answer);
    return challenge && (await office().takeChallenge(challenge, purpose, userId, new Date())) ? challenge : undefined;
  };
  /** What both ceremonies check an answer against besides its own: the challenge, this site's origin and id. */
  const expected = (challenge: string, rp: RelyingParty) => ({
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  });

  return {
    list: async (user: OfficeUser) => {
      return office().listPasskeys(user.id);
    },

    /** The options for adding a passkey to `user` on this device (none of theirs twice); undefined as signInOptions. */
    async registrationOptions(user: OfficeUser, rp: RelyingParty, clientAddress: string) {
      const existing = await office().listPasskeys(user.id);
      const options = await generateRegistrationOptions({
        rpName: `${site.shortName} office`,
        rpID: rp.id,
        userName: user.email,
        userID: new TextEncoder().encode(`office-user-${user.id}`),
        userDisplayName: user.name || user.email,
        attestationType: "none",
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        supportedAlgorithmIDs: KEY_ALGORITHMS,
      });
      return offered(options, "register", user.id, clientAddress);
    },

    /** Verifies the browser's new passkey against a live challenge of `user`'s and keeps it. */
    async register(user: OfficeUser, response: unknown, labelInput: unknown, rp: RelyingParty) {
      const answer = response as RegistrationResponseJSON;
      const challenge = await taken(answer, "register", user.id);
      if (!challenge) return { ok: false as const, reason: "expired" as const };
      try {
        const { verified, registrationInfo } = await verifyRegistrationResponse({
          response: answer,
          ...expected(challenge, rp),
          supportedAlgorithmIDs: KEY_ALGORITHMS,
        });
        if (!verified) return { ok: false as const, reason: "refused" as const };
        const { credential } = registrationInfo;
        const label =
          typeof labelInput === "string" && labelInput.trim() ? labelInput.trim().slice(0, LABEL_MAX) : "Passkey";
        await office().savePasskey(
          {
            id: credential.id,
            userId: user.id,
            publicKey: base64url(credential.publicKey),
            counter: credential.counter,
            transports: (credential.transports ?? []).join(","),
            label,
          },
          user.email,
          new Date(),
        );
        return { ok: true as const };
      } catch (error) {
        log(`office: a passkey was refused: ${(error as Error).message}`);
        return { ok: false as const, reason: "refused" as const };
      }
    },

    /** The options for signing in with any passkey of this site (the browser offers its own); undefined when the client holds its share. */
    async signInOptions(rp: RelyingParty, clientAddress: string) {
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred" });
      return offered(options, "sign-in", null, clientAddress);
    },

    /**
     * Signs in with a passkey: a live challenge, a passkey still stored (a removed person's are
     * gone with them), and a valid signature start a new session, ending `replacing`.
     */
    async signIn(response: unknown, rp: RelyingParty, replacing?: string) {
      const answer = response as AuthenticationResponseJSON;
      const challenge = await taken(answer, "sign-in", null);
      if (!challenge) return { ok: false as const, reason: "expired" as const };
      const passkey = typeof answer.id === "string" ? await office().findPasskey(answer.id) : undefined;
      if (!passkey) return { ok: false as const, reason: "unknown" as const };
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response: answer,
          ...expected(challenge, rp),
          credential: {
            id: passkey.id,
            publicKey: bytes(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports ? passkey.transports.split(",") : undefined,
          },
        });
        if (!verified) return { ok: false as const, reason: "refused" as const };
        const user: OfficeUser = {
          id: passkey.userId,
          email: passkey.email,
          role: passkey.role,
          createdAt: passkey.createdAt,
        };
        const { token, hash } = newSessionToken();
        await office().passkeySignIn(
          { id: passkey.id, counter: authenticationInfo.newCounter },
          user,
          { tokenHash: hash, replacing: replacing && hashToken(replacing) },
          new Date(),
        );
        return { ok: true as const, token, user };
      } catch (error) {
        log(`office: a passkey sign-in was refused: ${(error as Error).message}`);
        return { ok: false as const, reason: "refused" as const };
      }
    },

    remove: (id: unknown, user: OfficeUser) =>
      typeof id === "string" ? office().removePasskey(id, user, new Date()) : Promise.resolve(false),
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
