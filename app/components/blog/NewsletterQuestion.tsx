import type { NoticeText } from "#common/enquiry.ts";
import { buttonClasses } from "~/components/ui/ButtonLink";

/**
 * What a newsletter link's page asks before it changes anything (confirm, unsubscribe): opening a
 * link is not consent, since mail scanners open links too. A plain form with one button, posting
 * to `action` (the page's own address when none is given), with or without JavaScript.
 */
export function NewsletterQuestion({
  notice,
  button,
  action,
  children,
}: {
  notice: NoticeText;
  button: string;
  action?: string;
  /** Fields the post carries besides the button. */
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="newsletter-question"
      className="max-w-3xl rounded-2xl border border-line bg-paper p-6 shadow-sm md:p-10"
    >
      <h2 id="newsletter-question" className="text-2xl">
        {notice.title}
      </h2>
      <p className="mt-3 text-muted">{notice.description}</p>
      <form method="post" action={action} className="mt-6">
        {children}
        <button type="submit" className={buttonClasses("primary")}>
          {button}
        </button>
      </form>
    </section>
  );
}
