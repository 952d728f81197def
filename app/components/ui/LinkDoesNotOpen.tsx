import type { ReactNode } from "react";
import { ReachUs } from "~/components/ui/ReachUs";
import { PageIntro } from "~/components/ui/Section";

/** What a mailed link's page says when its token opens nothing: most often a link broken over two lines. */
export const brokenLinkAdvice =
  "Check that the address is the whole link from our e-mail (some mail programs break long links over two lines). If it still does not open, ";

/**
 * The page behind a client's mailed link (an estimate, a change order, a review form) when the link
 * opens nothing it can show: what happened or what to check, and the way to reach us, from the facts.
 */
export function LinkDoesNotOpen({
  eyebrow,
  title,
  advice = brokenLinkAdvice,
  after = ", and we will send you the link again.",
}: {
  eyebrow: string;
  title: string;
  /** What happened and what to do first, ending where "call us on …" follows. */
  advice?: ReactNode;
  /** What follows "call us on … or write to …". */
  after?: string;
}) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title} />
      <div className="mx-auto max-w-3xl px-5 py-14 md:px-8">
        <p className="text-lg">
          {advice}
          <ReachUs />
          {after}
        </p>
      </div>
    </>
  );
}
