import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import type { PostPage } from "~/content/posts.server";
import { formatDate } from "~/lib/dates";
import { NewsletterBox } from "~/components/blog/NewsletterBox";
import { Picture } from "~/components/ui/Picture";

/** A blog post as its page shows it: on the site, and in its preview before publishing. */
export function PostArticle({ post }: { post: PostPage }) {
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
        {/* Only a draft, previewed in the office, can be without its cover. */}
        {post.image && (
          <Picture
            image={post.image}
            sizes="(min-width: 896px) 56rem, 100vw"
            priority
            className="mt-10 aspect-[16/9] w-full rounded-2xl object-cover shadow-lg"
          />
        )}
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
