import { ArrowLeft, Clock } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { servicesContext } from "~/context";
import { postPage } from "~/content/posts.server";
import { site } from "#common/site.ts";
import { formatDate } from "~/lib/dates";
import { absoluteUrl, canonicalUrl, pageMeta } from "~/lib/seo";
import { NewsletterBox } from "~/components/blog/NewsletterBox";
import { Picture } from "~/components/ui/Picture";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await context.get(servicesContext).blog.bySlug(params.slug);
  if (!post) throw data("Post not found", { status: 404 });
  return { post: postPage(post) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    path,
    type: "article",
    image: post.image.picture.img.src,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        articleSection: post.category,
        image: absoluteUrl(post.image.picture.img.src),
        url: canonicalUrl(path),
        author: { "@type": "Organization", name: site.name, url: site.url },
        publisher: { "@type": "Organization", name: site.name, url: site.url },
      },
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article>
      <header className="mx-auto max-w-4xl px-5 pt-10 md:px-8 md:pt-14">
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 font-semibold text-forest underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All articles
        </Link>
        <p className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="rounded-full bg-stone px-3 py-1 font-semibold text-forest">{post.category}</span>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" /> {post.readTime}
          </span>
        </p>
        <h1 className="mt-4 text-display">{post.title}</h1>
        <p className="mt-5 text-xl text-muted">{post.excerpt}</p>
        <Picture
          image={post.image}
          sizes="(min-width: 896px) 56rem, 100vw"
          priority
          className="mt-10 aspect-[16/9] w-full rounded-2xl object-cover shadow-lg"
        />
      </header>
      <div className="mx-auto max-w-4xl px-5 py-12 md:px-8">
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
      </div>
      <div className="mx-auto max-w-7xl px-5 pb-16 md:px-8">
        <NewsletterBox />
      </div>
    </article>
  );
}
