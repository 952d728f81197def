import { Link } from "react-router";
import type { Route } from "./+types/card-lists";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { cardListsPage } from "~/lib/office-card-lists.server";

// The lists of cards the pages show (the process steps, the core values), each opening its form.

export const loader = ({ context }: Route.LoaderArgs) => cardListsPage(context);

export const meta: Route.MetaFunction = () => [{ title: `Steps and values | ${site.shortName} office` }];

export default function OfficeCardLists({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Steps and values</h1>
      <p className="mt-2 text-muted">
        The five steps of how you work and the four values you work by, each a card with an icon. A change is on the
        site as soon as you save it live, or kept as a draft to preview on its page first.
      </p>
      <OfficeCard title="Lists" className="mt-6">
        <ul className="mt-2 divide-y divide-line">
          {loaderData.lists.map((list) => (
            <li key={list.id} className="py-3">
              <Link
                to={`/office/card-lists/${list.id}`}
                className="font-semibold wrap-anywhere text-forest underline underline-offset-4"
              >
                {list.name}
              </Link>
              <p className="text-sm text-muted">
                {list.count} cards on {list.page} · changed {list.when}
              </p>
            </li>
          ))}
        </ul>
      </OfficeCard>
    </>
  );
}
