import type { Route } from "./+types/testimonials";
import { servicesContext } from "~/context";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { TestimonialsArticle } from "~/components/home/TestimonialsArticle";
import { testimonialCard } from "~/content/testimonials.server";
import { site } from "#common/site.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { testimonials: (await context.get(servicesContext).testimonials.published()).map(testimonialCard) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Testimonials",
    description: `What homeowners, architects and interior designers say about renovating with ${site.name} in Central Florida.`,
    path: "/testimonials",
  });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialsArticle testimonials={loaderData.testimonials} />;
}
