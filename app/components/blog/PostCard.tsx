import { Calendar, Clock } from "lucide-react";
import type { PostSummary } from "~/content/posts.server";
import { formatDate } from "~/lib/dates";
import { cn } from "~/lib/cn";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Picture } from "~/components/ui/Picture";

/**
 * A blog card; the featured one spans the grid with its image beside the text. The others skip
 * rendering until scrolled near (as page sections do), so their pictures start after the
 * featured one has painted instead of sharing a phone's connection with it.
 */
export function PostCard({ post, featured = false }: { post: PostSummary; featured?: boolean }) {
  const Heading = featured ? "h2" : "h3";
  return (
    <article
      className={cn(
        "flex overflow-hidden rounded-2xl border border-line bg-paper shadow-sm",
        featured ? "flex-col lg:flex-row" : "flex-col [contain-intrinsic-height:auto_34rem] [content-visibility:auto]",
      )}
    >
      {post.image && (
        <Picture
          image={post.image}
          sizes={
            featured ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          }
          priority={featured}
          className={cn(
            "aspect-[16/9] w-full object-cover",
            featured && "lg:aspect-auto lg:min-h-96 lg:w-1/2 lg:shrink-0",
          )}
        />
      )}
      <div className={cn("flex flex-1 flex-col p-6", featured && "lg:p-10")}>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span data-testid="post-category" className="rounded-full bg-stone px-3 py-1 font-semibold text-forest">
            {post.category}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" /> {post.readTime}
          </span>
        </p>
        <Heading className={cn("mt-4", featured ? "text-3xl md:text-4xl" : "text-2xl")}>{post.title}</Heading>
        <p className="mt-3 flex-1 text-muted">{post.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p className="inline-flex items-center gap-1.5 text-sm text-muted">
            <Calendar aria-hidden="true" className="size-4" />
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          </p>
          <ButtonLink to={`/blog/${post.slug}`} variant="secondary">
            Read More<span className="sr-only"> of {post.title}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
