import { Form, Link } from "react-router";
import type { Route } from "./+types/trash";
import type { OfficeHandle } from "~/lib/hydration";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { emptyTrash, trashPage } from "~/lib/office-content.server";
import { keepPageWhenLost } from "~/lib/office-save";

// A kind's trash (/office/<kind>/trash), emptied now rather than item by item after 30 days: for
// a project photographed with a client's house number in it, say. Deleting for good cannot be
// undone, so it asks for a sign-in within the last 15 minutes (issue 43, item 5), and the page
// itself is the question: what will go, and one button.

// Staff work on the content only with the right to (server/office/rights.ts); emptying asks for the right to publish.
export const handle: OfficeHandle = { right: "content", recentSignIn: { when: "posting" } };

export const loader = ({ context, params }: Route.LoaderArgs) => trashPage(context, params);
export const action = ({ context, params }: Route.ActionArgs) => emptyTrash(context, params);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Trash"} | ${site.shortName} office` },
];

export default function OfficeTrash({ loaderData }: Route.ComponentProps) {
  const { kind, items, trashDays } = loaderData;
  const list = `/office/${kind.path}`;
  const one = items.length === 1;
  return (
    <>
      <h1 className="text-3xl">Empty the trash</h1>
      <p className="mt-2 text-muted">
        {kind.name}: deleted {kind.plural} wait in the trash for {trashDays} days, then go by themselves.
      </p>
      {items.length === 0 ? (
        <p className="mt-6">
          The trash is empty.{" "}
          <Link to={list} className="font-semibold text-forest underline underline-offset-4">
            Back to {kind.name}
          </Link>
        </p>
      ) : (
        <OfficeCard title={`In the trash (${items.length})`} className="mt-6">
          <ul className="mt-2 divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="py-3">
                <span className="font-semibold wrap-anywhere">{item.title}</span>
                <span className="block text-sm text-muted">Deleted {item.deleted}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            {one
              ? "Deleted for good, it cannot be restored, and its earlier versions go too."
              : "Deleted for good, they cannot be restored, and their earlier versions go too."}
          </p>
          <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClasses("primary")}>
              Delete {one ? "it" : `these ${items.length}`} for good
            </button>
            <Link
              to={list}
              className="inline-block min-h-11 py-2 font-semibold text-forest underline underline-offset-4"
            >
              Keep {one ? "it" : "them"}
            </Link>
          </Form>
        </OfficeCard>
      )}
    </>
  );
}
