import { Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { newsletterLinkNotices } from "#common/enquiry.ts";
import { site } from "#common/site.ts";
import { NewsletterBox } from "~/components/blog/NewsletterBox";
import { Notice } from "~/components/contact/Notice";
import { PageIntro } from "~/components/ui/Section";
import { confirmFromLink } from "~/lib/newsletter-links.server";

// The page behind the link in a confirmation mail: opening it confirms the subscription (a plain
// GET, so it works in any browser, with or without JavaScript). A link that cannot work answers
// 4xx with what to do instead, and the sign-up box to get a new one.

export const loader = ({ request, context }: Route.LoaderArgs) => confirmFromLink(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Newsletter subscription | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData: { outcome } }: Route.ComponentProps) {
  const subscribed = outcome === "confirmed" || outcome === "alreadyConfirmed";
  return (
    <>
      <PageIntro eyebrow="Newsletter" title={subscribed ? "Subscription confirmed" : "Confirm your subscription"} />
      <div className="mx-auto max-w-7xl space-y-10 px-5 py-14 md:px-8">
        <div className="max-w-3xl">
          <Notice notice={newsletterLinkNotices[outcome]} destructive={!subscribed} arrival="stay" />
        </div>
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
          <NewsletterBox />
        )}
      </div>
    </>
  );
}
