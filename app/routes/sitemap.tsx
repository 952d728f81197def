import { Link } from "react-router";
import { servicesContext } from "~/context";
import type { Route } from "./+types/sitemap";
import { sitemapSections } from "~/content/sitemap.server";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { PageIntro } from "~/components/ui/Section";
import { site } from "#common/site.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    sections: sitemapSections(
      await context.get(servicesContext).portfolio.published(),
      await context.get(servicesContext).blog.published(),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Sitemap",
    description: `Every page on the ${site.name} website, from services and portfolio projects to blog articles.`,
    path: "/sitemap",
  });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Sitemap" intro="Every page on our website in one place." />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 md:grid-cols-2 md:px-8 lg:grid-cols-3">
        {loaderData.sections.map((section) => (
          <section key={section.title} aria-labelledby={`sitemap-${section.title.replace(/\s+/g, "-")}`}>
            <h2 id={`sitemap-${section.title.replace(/\s+/g, "-")}`} className="text-2xl">
              {section.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {section.pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className="text-forest underline-offset-4 hover:underline">
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
