import { Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { newsletterLinkNotices } from "#common/enquiry.ts";
import { site } from "#common/site.ts";
import { NewsletterBox } from "~/components/blog/NewsletterBox";
import { NewsletterQuestion } from "~/components/blog/NewsletterQuestion";
import { Notice } from "~/components/contact/Notice";
import { PageIntro } from "~/components/ui/Section";
import { confirmFromButton, confirmPage } from "~/lib/newsletter-links.server";

// The page behind the link in a confirmation mail. Opening it changes nothing (mail scanners and
// link previews open links too, and would subscribe an address someone else typed in); its button
// posts to the same address (a plain form, with or without JavaScript), and that confirms. A link
// that cannot work answers 4xx with what to do instead, and the sign-up box to get a new one.

export const loader = ({ request, context }: Route.LoaderArgs) => confirmPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => confirmFromButton(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Newsletter subscription | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { outcome } = actionData ?? loaderData;
  const notice = newsletterLinkNotices[outcome];
  const subscribed = outcome === "confirmed" || outcome === "alreadyConfirmed";
  return (
    <>
      <PageIntro eyebrow="Newsletter" title={subscribed ? "Subscription confirmed" : "Confirm your subscription"} />
      <div className="mx-auto max-w-7xl space-y-10 px-5 py-14 md:px-8">
        {outcome === "askConfirm" ? (
          // Posts to this address, token and all: the route's action confirms.
          <NewsletterQuestion notice={notice} button="Confirm my subscription" />
        ) : (
          <div className="max-w-3xl">
            <Notice notice={notice} destructive={!subscribed} arrival="stay" />
          </div>
        )}
        {subscribed ? (
          <p className="max-w-3xl text-lg">
            Meanwhile,{" "}
            <Link to="/portfolio" className="font-medium text-forest underline underline-offset-4">
              see our recent work
            </Link>{" "}
            or{" "}
            <Link to="/blog" className="font-medium text-forest underline underline-offset-4">
              read the blog
            </Link>
            .
          </p>
        ) : (
          outcome !== "askConfirm" && <NewsletterBox />
        )}
      </div>
    </>
  );
}
