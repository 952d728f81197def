import { Mail } from "lucide-react";
import { buttonClasses } from "~/components/ui/ButtonLink";

/** Stay Updated: an e-mail sign-up posting to the subscription endpoint. */
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-forest p-8 text-paper md:p-12">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <Mail aria-hidden="true" className="size-8 text-brass" />
          <h2 id="newsletter-heading" className="mt-3 text-3xl">
            Stay Updated
          </h2>
          <p className="mt-3 text-stone">
            One e-mail a month with new projects, design ideas and renovation advice for Central Florida homes. No spam;
            unsubscribe any time.
          </p>
        </div>
        <form method="post" action="/api/subscribe" className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className="min-h-12 flex-1 rounded-full border border-paper/40 bg-paper px-5 text-ink placeholder:text-muted"
          />
          <button type="submit" className={buttonClasses("light")}>
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
