import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { TrashList } from "~/components/office/content/TrashList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { cn } from "~/lib/cn";
import { dayLabel } from "~/lib/office-dates";
import { blogAction, blogPage } from "~/lib/office-blog.server";
import { keepPageWhenLost } from "~/lib/office-save";

// The blog's posts as the office sees them: published and drafts, newest first, each opening its
// form; a new post starts here; deleted ones wait in the trash for 30 days.

export const loader = ({ request, context }: Route.LoaderArgs) => blogPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => blogAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Blog | ${site.shortName} office` }];

const link = "text-forest underline underline-offset-4";

export default function OfficeBlog({ loaderData }: Route.ComponentProps) {
  const { items: posts, trash, notice, trashDays } = loaderData;
  const notices: Record<string, string> = {
    trashed: `Moved to the trash: it is off the site, and can be restored here for ${trashDays} days.`,
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">Blog</h1>
        <ButtonLink to="/office/blog/new">Write a post</ButtonLink>
      </div>
      <p className="mt-2 text-muted">
        Advice and news for homeowners in Central Florida: published here, a post is on the blog, its feed and the
        sitemap a moment later.
      </p>
      {notice && notices[notice] && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold">
          {notices[notice]}
        </p>
      )}
      <OfficeCard title={`Posts (${posts.length})`} className="mt-6">
        <ul className="mt-2 divide-y divide-line">
          {posts.map((post) => (
            <li key={post.id} className="py-3">
              <Link to={`/office/blog/${post.id}`} className={cn(link, "font-semibold wrap-anywhere")}>
                {post.title}
              </Link>
              <p className="text-sm text-muted">
                {post.status === "published"
                  ? post.hasChanges
                    ? "Published, changes in draft"
                    : "Published"
                  : "Draft"}{" "}
                · {post.category} · {dayLabel(post.date, { withYear: true })} · changed {post.when}
              </p>
            </li>
          ))}
        </ul>
      </OfficeCard>
      <TrashList items={trash} days={trashDays} noun="posts" />
    </>
  );
}
