import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/service";
import { servicesContext } from "~/context";
import { servicePage } from "~/content/services.server";
import { serviceLinks } from "~/content/services";
import { metaSiteUrl, pageMeta, serviceStructuredData } from "~/lib/seo";
import { ServiceArticle } from "~/components/services/ServiceArticle";
import { site } from "#common/site.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await context.get(servicesContext).servicePages.bySlug(params.service);
  if (!service) throw data("Service not found", { status: 404 });
  return { service: servicePage(service) };
}

export const meta: Route.MetaFunction = ({ loaderData, params, matches }) =>
  loaderData
    ? pageMeta(metaSiteUrl(matches), {
        title: `${loaderData.service.title} in Orlando & Central Florida`,
        description: loaderData.service.summary,
        path: `/services/${loaderData.service.slug}`,
        image: loaderData.service.heroImage.picture.img.src,
        breadcrumb: loaderData.service.title,
        structuredData: [
          serviceStructuredData(metaSiteUrl(matches), {
            ...loaderData.service,
            image: loaderData.service.heroImage.picture.img.src,
          }),
        ],
      })
    : [
        { title: `Service not found | ${site.name}` },
        { name: "robots", content: "noindex" },
        { name: "description", content: `No service called ${params.service}.` },
      ];

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return <ServiceArticle service={loaderData.service} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto max-w-3xl px-5 py-24 text-center md:py-32">
      <h1 className="text-title">Service not found</h1>
      <p className="mt-4 text-lg text-muted">We offer these four services:</p>
      <ul className="mt-6 space-y-3 text-lg">
        {serviceLinks.map((service) => (
          <li key={service.slug}>
            <Link to={service.to} className="font-semibold text-forest underline underline-offset-4">
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
