import { useBusinessFacts } from "~/lib/business-facts";

/** Shown when a page fails to render; deliberately free of anything that could fail again. */
export function ErrorScreen() {
  const { phone } = useBusinessFacts();
  return (
    <div className="mx-auto max-w-3xl px-5 py-24 text-center md:py-32">
      <h1 className="text-title">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted">
        Something went wrong on our side while loading this page. Please try again in a moment, or call us at{" "}
        <a className="font-medium text-forest underline" href={phone.href}>
          {phone.display}
        </a>
        .
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-forest underline underline-offset-4">
        Return to Home
      </a>
    </div>
  );
}
