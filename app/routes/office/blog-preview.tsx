import type { Route } from "./+types/blog-preview";
import { site } from "#common/site.ts";
import { PostArticle } from "~/components/blog/PostArticle";
import { PagePreview } from "~/components/office/content/PagePreview";
import { postPreview } from "~/lib/office-blog.server";
import officeStyles from "~/office.css?url";

// A post as its public page will show it, draft or published, inside the site's own frame (no
// office layout): what the owner checks on the phone before publishing. Signed in only; never
// cached or indexed (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context, params }: Route.LoaderArgs) => postPreview(request, context, params);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.post.title ?? "post"} | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { id, status, hasChanges, post } = loaderData;
  return (
    <PagePreview status={status} hasChanges={hasChanges} editLink={`/office/blog/${id}`} title={post.title}>
      <PostArticle post={post} />
    </PagePreview>
  );
}
