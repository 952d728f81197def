import { Mail } from "lucide-react";
import { DraftNote } from "~/components/contact/DraftNote";
import { Honeypot } from "~/components/contact/Honeypot";
import { Notice } from "~/components/contact/Notice";
import { useEnquiryForm } from "~/components/contact/useEnquiryForm";
import { buttonClasses } from "~/components/ui/ButtonLink";

const RESULT_ID = "subscribe-result";

/**
 * Stay Updated: an e-mail sign-up, posted to /newsletter in place (or as a page without JavaScript).
 * The newsletter's own page is already headed "Stay Updated", so there the box names its action.
 */
export function NewsletterBox({ title = "Stay Updated" }: { title?: string }) {
  const { form, formRef } = useEnquiryForm("subscribe");
  const email = form.field("email");
  return (
    <section aria-labelledby="newsletter-heading" className="relative rounded-2xl bg-forest p-8 text-paper md:p-12">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <Mail aria-hidden="true" className="size-8 text-brass" />
          <h2 id="newsletter-heading" className="mt-3 text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-stone">
            One e-mail a month with new projects, design ideas and renovation advice for Central Florida homes. No spam;
            unsubscribe any time.
          </p>
        </div>
        <div className="space-y-4">
          {form.notice && (
            <div id={RESULT_ID} className="rounded-xl bg-paper">
              <Notice
                key={form.noticeKey}
                notice={form.notices[form.notice]}
                destructive={form.notice !== "sent"}
                arrival={form.noticeArrival}
              />
            </div>
          )}
          {form.draftRestored && <DraftNote tone="light" onDiscard={form.discardDraft} />}
          <form.Form
            ref={formRef}
            {...form.formProps}
            // Without JavaScript the answer is the newsletter page, whose box sits low on a phone:
            // the fragment has the browser open it at the notice (below the header: app.css).
            action={`${form.action}#${RESULT_ID}`}
            className="flex flex-col gap-3 sm:flex-row"
          >
            <Honeypot />
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              id="newsletter-email"
              name={email.name}
              type="email"
              required={email.required}
              maxLength={email.maxLength}
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={email.defaultValue}
              aria-invalid={email.error ? true : undefined}
              className="min-h-12 flex-1 rounded-full border border-paper/40 bg-paper px-5 text-ink placeholder:text-muted"
            />
            <button type="submit" disabled={form.submitting} className={buttonClasses("light")}>
              {form.submitting ? "Sending..." : "Subscribe"}
            </button>
          </form.Form>
        </div>
      </div>
    </section>
  );
}
