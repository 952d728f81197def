import { Check } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/service";
import { findService } from "~/content/content.server";
import { serviceLinks } from "~/content/services";
import { pageMeta, serviceStructuredData } from "~/lib/seo";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Picture } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";
import { site } from "#common/site.ts";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.service);
  if (!service) throw data("Service not found", { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.service.title} in Orlando & Central Florida`,
        description: loaderData.service.summary,
        path: `/services/${loaderData.service.slug}`,
        image: loaderData.service.heroImage.picture.img.src,
        breadcrumb: loaderData.service.title,
        structuredData: [
          serviceStructuredData({ ...loaderData.service, image: loaderData.service.heroImage.picture.img.src }),
        ],
      })
    : [
        { title: `Service not found | ${site.name}` },
        { name: "robots", content: "noindex" },
        { name: "description", content: `No service called ${params.service}.` },
      ];

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <>
      <div className="bg-stone">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-14 md:px-8 md:py-20 lg:grid-cols-2">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-brass-dark uppercase">
              <Link to="/services" className="underline-offset-4 hover:underline">
                Services
              </Link>
            </p>
            <h1 className="text-display">{service.title}</h1>
            <p className="mt-5 text-lg text-muted md:text-xl">{service.summary}</p>
          </div>
          <Picture
            image={service.heroImage}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority
            className="aspect-[16/9] w-full rounded-2xl object-cover shadow-lg"
          />
        </div>
      </div>
      <Section>
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-5 text-lg leading-relaxed">
            {service.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="flex flex-wrap gap-4 pt-4">
              <ButtonLink to="/consultation">Schedule a Consultation</ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                Contact Us Today
              </ButtonLink>
            </div>
          </div>
          <div className="rounded-2xl border border-line bg-paper p-8 shadow-sm">
            <h2 className="text-2xl">What's Included</h2>
            <ul className="mt-6 space-y-4">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-forest" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
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
