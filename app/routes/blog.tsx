import type { Route } from "./+types/blog";
import { servicesContext } from "~/context";
import { postSummary } from "~/content/posts.server";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { NewsletterBox } from "~/components/blog/NewsletterBox";
import { PostCard } from "~/components/blog/PostCard";
import { PageIntro, Section } from "~/components/ui/Section";
import { site } from "#common/site.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const [featured, ...rest] = (await context.get(servicesContext).blog.published()).map(postSummary);
  return { featured, rest };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Our Blog",
    description: `Renovation advice for Central Florida homes: design trends, layout tips, materials, permits, energy efficiency and project spotlights from ${site.name}.`,
    path: "/blog",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { featured, rest } = loaderData;
  return (
    <>
      <PageIntro
        eyebrow="Ideas & advice"
        title="Our Blog"
        intro="Practical advice from our designers and builders on planning, designing and living with a renovation in Central Florida."
      />
      <Section>
        {featured ? (
          <>
            <PostCard post={featured} featured />
            <h2 className="sr-only">More articles</h2>
            <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {rest.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </div>
          </>
        ) : (
          <p className="text-lg text-muted">
            New articles are on their way. Subscribe below and the next one comes to your inbox.
          </p>
        )}
        <div className="mt-16">
          <NewsletterBox />
        </div>
      </Section>
    </>
  );
}
