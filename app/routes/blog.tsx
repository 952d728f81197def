import type { Route } from "./+types/blog";
import { postSummaries } from "~/content/posts.server";
import { pageMeta } from "~/lib/seo";
import { NewsletterBox } from "~/components/blog/NewsletterBox";
import { PostCard } from "~/components/blog/PostCard";
import { PageIntro, Section } from "~/components/ui/Section";
import { site } from "#common/site.ts";

export function loader() {
  const [featured, ...rest] = postSummaries();
  if (!featured) throw new Error("app/content/posts holds no posts");
  return { featured, rest };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
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
        <PostCard post={featured} featured />
        <h2 className="sr-only">More articles</h2>
        <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {rest.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
        <div className="mt-16">
          <NewsletterBox />
        </div>
      </Section>
    </>
  );
}
