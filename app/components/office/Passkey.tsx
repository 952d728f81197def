import { useEffect, useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { isConnectionFailure } from "~/lib/connection";
import { tryAgainOnline } from "~/lib/office-save";

// The two passkey buttons. They need JavaScript and a browser with passkeys, so they appear only
// once the page has hydrated in such a browser; the e-mailed code works everywhere.

/**
 * The ceremonies' library, fetched as soon as a passkey button shows: the browser does not retry
 * a module it once failed to fetch, so one first asked for offline, at the press, would stay
 * missing until the page is loaded again.
 */
let webAuthn: Promise<typeof import("@simplewebauthn/browser")> | undefined;
const loadWebAuthn = () => (webAuthn ??= import("@simplewebauthn/browser"));

/** Whether this browser can use passkeys: false on the server and while hydrating, then the browser's answer. */
function usePasskeysSupported() {
  const supported = useSyncExternalStore(
    () => () => {},
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
  useEffect(() => {
    if (supported) loadWebAuthn().catch(() => {}); // a failure shows at the press
  }, [supported]);
  return supported;
}

/** Posts JSON to a step of /office/passkeys and reads its JSON answer. */
async function step<T>(name: string, payload?: unknown): Promise<T> {
  const response = await fetch(`/office/passkeys/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload ?? {}),
  });
  // A proxy's or CDN's error page is not the office's answer.
  const answer = (await response.json().catch(() => undefined)) as (T & { error?: string }) | undefined;
  if (!response.ok || answer === undefined) throw new Error(answer?.error ?? "The office did not answer. Try again.");
  return answer;
}

/** What a cancelled or failed ceremony tells the person (never the browser's own words for a lost connection). */
const problem = (error: unknown) =>
  error instanceof Error && error.name === "NotAllowedError"
    ? "No passkey was used. Try again when you are ready."
    : isConnectionFailure(error)
      ? tryAgainOnline
      : error instanceof Error
        ? error.message
        : "That did not work. Try again.";

export function PasskeySignIn({ next }: { next: string }) {
  const supported = usePasskeysSupported();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!supported) return null;
  async function signIn() {
    setBusy(true);
    setError(undefined);
    try {
      const { startAuthentication } = await loadWebAuthn();
      const optionsJSON = await step<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("sign-in-options");
      const response = await startAuthentication({ optionsJSON });
      const answer = await step<{ next: string }>("sign-in", { response, next });
      window.location.assign(answer.next);
    } catch (caught) {
      setError(problem(caught));
      setBusy(false);
    }
  }
  return (
    <div className="mt-8 border-t border-line pt-6">
      <button type="button" onClick={signIn} disabled={busy} className={buttonClasses("secondary", "w-full")}>
        {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </button>
      {error && (
        <p role="alert" className="mt-3 font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function AddPasskey() {
  const supported = usePasskeysSupported();
  const revalidator = useRevalidator();
  const [label, setLabel] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  if (!supported)
    return <p className="mt-2 text-muted">This browser cannot add a passkey here (or JavaScript is off).</p>;
  async function add() {
    setBusy(true);
    setMessage(undefined);
    try {
      const { startRegistration } = await loadWebAuthn();
      const optionsJSON = await step<Parameters<typeof startRegistration>[0]["optionsJSON"]>("register-options");
      const response = await startRegistration({ optionsJSON });
      await step("register", { response, label });
      setMessage({ ok: true, text: "Passkey added. Next time, sign in with it on this device." });
      setLabel("");
      await revalidator.revalidate();
    } catch (caught) {
      setMessage({ ok: false, text: problem(caught) });
    }
    setBusy(false);
  }
  return (
    <div className="mt-4 space-y-4">
      <div>
        <label htmlFor="passkey-label" className="font-medium">
          Name for this device
        </label>
        <input
          id="passkey-label"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          maxLength={60}
          placeholder="My phone"
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-line bg-paper px-4 text-base"
        />
      </div>
      <button type="button" onClick={add} disabled={busy} className={buttonClasses("primary")}>
        {busy ? "Waiting for your device..." : "Add a passkey on this device"}
      </button>
      {message && (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? "font-semibold" : "font-semibold text-danger"}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
