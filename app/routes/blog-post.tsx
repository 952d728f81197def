import type { Route } from "./+types/blog-post";
import { servicesContext } from "~/context";
import { postPage } from "~/content/posts.server";
import { publishedItem } from "~/content/published-item.server";
import { site } from "#common/site.ts";
import { absoluteUrl, canonicalUrl, metaSiteUrl, pageMeta } from "~/lib/seo";
import { PostArticle } from "~/components/blog/PostArticle";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await publishedItem(context.get(servicesContext).blog, "/blog", params.slug);
  return { post: postPage(post) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  const siteUrl = metaSiteUrl(matches);
  return pageMeta(siteUrl, {
    title: post.title,
    description: post.excerpt,
    path,
    type: "article",
    image: post.image?.picture.img.src,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        articleSection: post.category,
        ...(post.image && { image: absoluteUrl(siteUrl, post.image.picture.img.src) }),
        url: canonicalUrl(siteUrl, path),
        author: { "@type": "Organization", name: site.name, url: siteUrl },
        publisher: { "@type": "Organization", name: site.name, url: siteUrl },
      },
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} />;
}
