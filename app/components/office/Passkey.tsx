import { useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { buttonClasses } from "~/components/ui/ButtonLink";

// The two passkey buttons. They need JavaScript and a browser with passkeys, so they appear only
// once the page has hydrated in such a browser; the e-mailed code works everywhere.

/** Whether this browser can use passkeys: false on the server and while hydrating, then the browser's answer. */
const usePasskeysSupported = () =>
  useSyncExternalStore(
    () => () => {},
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );

/** Posts JSON to a step of /office/passkeys and reads its JSON answer. */
async function step<T>(name: string, payload?: unknown): Promise<T> {
  const response = await fetch(`/office/passkeys/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload ?? {}),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? "The office did not answer. Try again.");
  return answer;
}

/** What a cancelled or failed ceremony tells the person. */
const problem = (error: unknown) =>
  error instanceof Error && error.name === "NotAllowedError"
    ? "No passkey was used. Try again when you are ready."
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
      const { startAuthentication } = await import("@simplewebauthn/browser");
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
      const { startRegistration } = await import("@simplewebauthn/browser");
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
