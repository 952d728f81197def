import type { Route } from "./+types/newsletter-unsubscribe";
import { newsletterLinkNotices, newsletterLinkPaths } from "#common/enquiry.ts";
import { site } from "#common/site.ts";
import { NewsletterBox } from "~/components/blog/NewsletterBox";
import { NewsletterQuestion } from "~/components/blog/NewsletterQuestion";
import { Notice } from "~/components/contact/Notice";
import { PageIntro } from "~/components/ui/Section";
import { unsubscribePage } from "~/lib/newsletter-links.server";

// The page behind the unsubscribe link in every subscriber mail. Opening it changes nothing
// (mail scanners and link previews open links too); its button posts to the same address, which
// server/http/unsubscribe.ts (unsubscribeEndpoint) serves for this button and for mail providers'
// one-click unsubscribe alike, then sends the browser back here to see the outcome.

export const loader = ({ request, context }: Route.LoaderArgs) => unsubscribePage(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData: { outcome, token } }: Route.ComponentProps) {
  const notice = newsletterLinkNotices[outcome];
  return (
    <>
      <PageIntro eyebrow="Newsletter" title={outcome === "unsubscribed" ? "Unsubscribed" : "Unsubscribe"} />
      <div className="mx-auto max-w-7xl space-y-10 px-5 py-14 md:px-8">
        {outcome === "askUnsubscribe" && token ? (
          // A plain form: it posts to the one-click endpoint, which is no route action.
          <NewsletterQuestion notice={notice} button="Unsubscribe" action={newsletterLinkPaths.unsubscribe(token)}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          </NewsletterQuestion>
        ) : (
          <>
            <div className="max-w-3xl">
              <Notice notice={notice} destructive={outcome !== "unsubscribed"} />
            </div>
            {outcome !== "failed" && <NewsletterBox />}
          </>
        )}
      </div>
    </>
  );
}
