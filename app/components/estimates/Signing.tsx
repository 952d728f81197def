import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { SignaturePad } from "./SignaturePad";

// The parts the client's signing pages share (an estimate's, a change order's): the signature's
// fields (typed name, the drawing where JavaScript runs, consent, the button named intent=accept),
// and declining with a reason (intent=decline). Plain forms.

const field = "mt-1 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base";

/** The signature: the name typed as it signs, the optional drawing, the consent ticked, and the button. */
export function SignatureFields({
  heading,
  intro,
  consent,
  button,
  typedName,
  errors,
}: {
  heading: string;
  intro: ReactNode;
  consent: string;
  button: string;
  typedName: string | undefined;
  errors: Record<string, string>;
}) {
  return (
    <section aria-labelledby="sign-heading" className="mt-8 border-t border-line pt-6">
      <h3 id="sign-heading" className="text-xl">
        {heading}
      </h3>
      <p className="mt-2 text-muted">{intro}</p>
      <div className="mt-4 max-w-md">
        <label htmlFor="signerName" className="font-semibold">
          Your full name, as your signature
        </label>
        <input
          id="signerName"
          name="signerName"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={typedName}
          aria-invalid={errors.signerName ? true : undefined}
          aria-describedby={errors.signerName ? "signerName-error" : undefined}
          className={`${field} font-serif text-xl`}
        />
        {errors.signerName && (
          <p id="signerName-error" className="mt-1 text-danger">
            {errors.signerName}
          </p>
        )}
      </div>
      <SignaturePad error={errors.signatureDrawing} />
      <label className="mt-4 flex items-start gap-3">
        <input
          type="checkbox"
          name="consent"
          value="yes"
          required
          aria-describedby={errors.consent ? "consent-error" : undefined}
          className="mt-1 size-5 shrink-0"
        />
        <span>{consent}</span>
      </label>
      {errors.consent && (
        <p id="consent-error" className="mt-1 text-danger">
          {errors.consent}
        </p>
      )}
      <button type="submit" name="intent" value="accept" className={`${buttonClasses("primary")} mt-6`}>
        {button}
      </button>
    </section>
  );
}

/** Declining, with an optional reason, posted to `action`. */
export function DeclineSection({
  action,
  button,
  reason,
  error,
}: {
  action: string;
  button: string;
  reason: string | undefined;
  error: string | undefined;
}) {
  return (
    <section aria-labelledby="decline-heading" className="rounded-2xl border border-line bg-paper p-5 md:p-8">
      <h2 id="decline-heading" className="text-xl">
        Not for you?
      </h2>
      <Form method="post" action={action} className="mt-4 space-y-4">
        <div>
          <label htmlFor="reason" className="font-semibold">
            Tell us why (optional): it helps us
          </label>
          <textarea
            id="reason"
            name="reason"
            rows={3}
            maxLength={2000}
            defaultValue={reason}
            className={`${field} py-2`}
          />
          {error && <p className="mt-1 text-danger">{error}</p>}
        </div>
        <button type="submit" name="intent" value="decline" className={buttonClasses("secondary")}>
          {button}
        </button>
      </Form>
    </section>
  );
}
