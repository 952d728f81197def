import type { LegalPageData } from "~/content/legal.server";
import { formatDate } from "~/lib/dates";
import { PageIntro } from "~/components/ui/Section";

/** A legal page as the site shows it: on /privacy and /terms, and in their preview. */
export function LegalArticle({ page }: { page: LegalPageData }) {
  return (
    <>
      <PageIntro title={page.title} intro={`Last updated ${formatDate(page.updated)}`} />
      <div className="mx-auto max-w-7xl px-5 py-14 md:px-8">
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
