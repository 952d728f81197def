import type { Route } from "./+types/newsletter";
import { enquiryAction } from "~/lib/form-action.server";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { NewsletterBox } from "~/components/blog/NewsletterBox";
import { PageIntro } from "~/components/ui/Section";
import { site } from "#common/site.ts";

// The sign-up box posts here: in place with JavaScript, or as this page without it.
export const action = ({ request, context }: Route.ActionArgs) => enquiryAction("subscribe", request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Newsletter",
    description: `Subscribe to the ${site.name} newsletter: one e-mail a month with projects and renovation advice for Central Florida homes.`,
    path: "/newsletter",
  });

export default function Newsletter() {
  return (
    <>
      <PageIntro
        eyebrow="Newsletter"
        title="Stay Updated"
        intro="New projects, design ideas and renovation advice, once a month."
      />
      <div className="mx-auto max-w-7xl px-5 py-14 md:px-8">
        <NewsletterBox title="Subscribe by e-mail" />
      </div>
    </>
  );
}
