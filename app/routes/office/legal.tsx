import { Link } from "react-router";
import type { Route } from "./+types/legal";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { legalList } from "~/lib/office-legal.server";

// The legal pages as the office sees them: the privacy policy and the terms, each opening its form.

export const loader = ({ context }: Route.LoaderArgs) => legalList(context);

export const meta: Route.MetaFunction = () => [{ title: `Legal pages | ${site.shortName} office` }];

export default function OfficeLegal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Legal pages</h1>
      <p className="mt-2 text-muted">
        What visitors agree to and how their details are kept. A saved change is on the site at once; every earlier
        version stays here to compare and restore.
      </p>
      <OfficeCard title="Pages" className="mt-6">
        <ul className="mt-2 divide-y divide-line">
          {loaderData.pages.map((page) => (
            <li key={page.id} className="py-3">
              <Link
                to={`/office/legal/${page.id}`}
                className="font-semibold wrap-anywhere text-forest underline underline-offset-4"
              >
                {page.title}
              </Link>
              <p className="text-sm text-muted">
                At /{page.slug} · changed {page.when}
                {page.hasChanges && " · changes in draft"}
              </p>
            </li>
          ))}
        </ul>
      </OfficeCard>
    </>
  );
}
