import { Link } from "react-router";
import type { Route } from "./+types/services";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { servicesList } from "~/lib/office-services.server";

// The four services as the office sees them, each opening its form.

export const loader = ({ context }: Route.LoaderArgs) => servicesList(context);

export const meta: Route.MetaFunction = () => [{ title: `Services | ${site.shortName} office` }];

export default function OfficeServices({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Services</h1>
      <p className="mt-2 text-muted">
        What each of the four services includes, in your words and with your photo. A saved change is on its page, on
        /services and on the home page at once.
      </p>
      <OfficeCard title="The four services" className="mt-6">
        <ul className="mt-2 divide-y divide-line">
          {loaderData.services.map((service) => (
            <li key={service.id} className="py-3">
              <Link
                to={`/office/services/${service.id}`}
                className="font-semibold wrap-anywhere text-forest underline underline-offset-4"
              >
                {service.title}
              </Link>
              <p className="text-sm text-muted">
                At /services/{service.slug} · changed {service.when}
                {service.hasChanges && " · changes in draft"}
                {service.rendering && " · still shows a design rendering"}
              </p>
            </li>
          ))}
        </ul>
      </OfficeCard>
    </>
  );
}
