import { Check } from "lucide-react";
import { Link } from "react-router";
import type { ServicePageData } from "~/content/services.server";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Picture } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";

/** A service's page below the header: its name, summary and photo, what it is, and What's Included. */
export function ServiceArticle({ service }: { service: ServicePageData }) {
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
            {service.description.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
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
              {service.features.map((feature, index) => (
                <li key={index} className="flex gap-3">
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
