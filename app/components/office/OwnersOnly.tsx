import { useMatches } from "react-router";
import type { OwnersOnlyRefusal } from "~/components/office/owners-only";
import type { OfficeHandle } from "~/lib/hydration";
import officeStyles from "~/office.css?url";
import { OfficeNotice } from "~/components/office/OfficeNotice";

/**
 * What staff see on an owner's page, or asking for what their rights do not cover (the office shell's 403, lib/office.server.ts): whom to ask.
 * The root's error view draws it, as React Router hands an error thrown by middleware to the
 * root's boundary; so it stays small (every page that runs React carries the root's code) and
 * links back to the office instead of drawing the office's whole header.
 */
export function OwnersOnlyPage({ refusal }: { refusal: OwnersOnlyRefusal }) {
  const title = (useMatches().at(-1)?.handle as OfficeHandle | undefined)?.title;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:px-8">
      {/* The error view is drawn without the office layout's links. In place, not hoisted: after the
          site's styles in the head, as the layout's link comes, or their cascade layers win. */}
      <link rel="stylesheet" href={officeStyles} />
      <a href="/office" className="font-semibold text-forest underline underline-offset-4">
        Back to the office
      </a>
      {/* A page without a title of its own (a kind of content) is named by what it asks. */}
      <h1 className="mt-4 text-3xl">{title ?? "Ask an owner"}</h1>
      <OfficeNotice>
        <p className="font-semibold">
          {refusal.notAllowed ? `You may not ${refusal.notAllowed}.` : "Only an owner can see this page."}
        </p>
        <p className="mt-1 wrap-anywhere">
          Ask {refusal.ownersOnly.length === 1 ? "the owner" : "an owner"} ({refusal.ownersOnly.join(", ")})
          {refusal.notAllowed
            ? ": an owner chooses what each person may do, on the People page. Nothing was changed."
            : " to add or remove people, or to change a role."}
        </p>
      </OfficeNotice>
    </div>
  );
}
