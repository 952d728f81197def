import type { Route } from "./+types/testimonial-preview";
import { site } from "#common/site.ts";
import { TestimonialsArticle } from "~/components/home/TestimonialsArticle";
import { PagePreview } from "~/components/office/content/PagePreview";
import { testimonialPreview } from "~/lib/office-testimonials.server";
import officeStyles from "~/office.css?url";

// /testimonials as the site will show it with one testimonial (a draft too) among the published
// ones, inside the site's own frame (no office layout). Signed in only; never cached or indexed
// (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context, params }: Route.LoaderArgs) => testimonialPreview(request, context, params);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.name ?? "testimonial"} | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function TestimonialPreview({ loaderData }: Route.ComponentProps) {
  return (
    <PagePreview status={loaderData.status} editLink={`/office/testimonials/${loaderData.id}`} title={loaderData.name}>
      <TestimonialsArticle testimonials={loaderData.testimonials} />
    </PagePreview>
  );
}
