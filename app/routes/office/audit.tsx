import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { site } from "#common/site.ts";
import type { OfficeHandle } from "~/lib/hydration";
import { auditPage } from "~/lib/office-people.server";

// The audit log, for owners: every sign-in and sign-out, change to a lead, the calendar, the
// content, the newsletter, the hours and the office's people, newest first, with who did it and when
// (Orlando time), each linking what it changed where that has a page.

export const handle: OfficeHandle = { access: "owner", title: "Audit log" };

export const loader = ({ context }: Route.LoaderArgs) => auditPage(context);

export const meta: Route.MetaFunction = () => [{ title: `Audit log | ${site.shortName} office` }];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, shown } = loaderData;
  return (
    <>
      <h1 className="text-3xl">Audit log</h1>
      <p className="mt-2 text-muted">Who changed what, newest first (the last {shown}).</p>
      <ol className="mt-6 divide-y divide-line rounded-2xl border border-line bg-paper px-5">
        {entries.map((entry) => (
          <li key={entry.id} className="py-3">
            <p className="text-sm text-muted">
              <time>{entry.at}</time> ·{" "}
              <span className="wrap-anywhere">{entry.name ? `${entry.name} (${entry.actor})` : entry.actor}</span>
            </p>
            <p className="mt-1 wrap-anywhere">
              {entry.link ? (
                <Link to={entry.link} className="font-semibold text-forest underline underline-offset-4">
                  {entry.action}
                </Link>
              ) : (
                <span className="font-semibold">{entry.action}</span>
              )}
              {entry.detail && `: ${entry.detail}`}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
