import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { FormErrors, useFocusWhenSaid } from "~/components/ui/FormErrors";
import { PageIntro } from "~/components/ui/Section";
import { SignaturePad } from "./SignaturePad";

// The parts the client's signing pages share (an estimate's, a change order's): the page around
// the document with the refusal of the last post, the notice once signed, the signature's fields
// (typed name, the drawing where JavaScript runs, consent, the button named intent=accept), and
// declining with a reason (intent=decline). Plain forms.

const field = "mt-1 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base";

/** The page: its heading, then the message of a refused post (a 409 or 410) or its fields' problems (a 400), and the rest. */
export function SigningPage({
  eyebrow,
  title,
  message,
  errors,
  children,
}: {
  eyebrow: string;
  title: string;
  message: string | undefined;
  errors: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title} />
      <div className="mx-auto max-w-3xl space-y-6 px-5 py-10 md:px-8">
        {message && <RefusalMessage message={message} />}
        <FormErrors errors={errors} title="Nothing was sent yet: please see below." />
        {children}
      </div>
    </>
  );
}

/** Why the last post did nothing (a 409, a 410, a post lost on the way), brought into view with JavaScript. */
function RefusalMessage({ message }: { message: string }) {
  const box = useFocusWhenSaid<HTMLParagraphElement>(message);
  return (
    <p ref={box} role="alert" tabIndex={-1} className="rounded-lg border border-danger p-4 focus:outline-none">
      {message}
    </p>
  );
}

/**
 * The notice on a signed page: who signed and when (thanks, just after), the contract's total when
 * it says so, anything else (`children`), and the signed PDF's link.
 */
export function SignedNotice({
  signed,
  thanks,
  total,
  pdf,
  children,
}: {
  signed: { name: string; at: string };
  thanks: boolean;
  total?: string;
  pdf: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <section role="status" className="rounded-2xl border-2 border-forest bg-paper p-5 md:p-8">
      <p className="text-lg">
        {thanks ? "Thank you. " : ""}Accepted and signed by <strong>{signed.name}</strong> on {signed.at}.{" "}
        {total && (
          <>
            Your contract&rsquo;s total is now <strong>{total}</strong>.{" "}
          </>
        )}
        {thanks ? "A copy is on its way to your e-mail." : "A copy was e-mailed to you when it was signed."}
      </p>
      {children}
      <p className="mt-4">
        <a href={pdf.href} className={buttonClasses("primary")}>
          {pdf.label}
        </a>
      </p>
    </section>
  );
}

/**
 * The signature: the name typed as it signs, the optional drawing, what must stand beside the
 * signature (`nearSignature`: a sale at home's right to cancel), the consent ticked, and the button.
 */
export function SignatureFields({
  intro,
  consent,
  button,
  typedName,
  errors,
  nearSignature,
}: {
  intro: ReactNode;
  consent: string;
  button: string;
  typedName: string | undefined;
  errors: Record<string, string>;
  nearSignature?: ReactNode;
}) {
  return (
    <section aria-labelledby="sign-heading" className="mt-8 border-t border-line pt-6">
      <h3 id="sign-heading" className="text-xl">
        Accept and sign
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
      {nearSignature}
      <label className="mt-4 flex items-start gap-3">
        <input
          type="checkbox"
          name="consent"
          value="yes"
          required
          aria-describedby={errors.consent ? "consent-error" : undefined}
          className="mt-0.5 size-6 shrink-0"
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
