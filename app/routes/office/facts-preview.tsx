import type { Route } from "./+types/facts-preview";
import { site } from "#common/site.ts";
import { Panel } from "~/components/contact/FormPage";
import { CredentialsStrip } from "~/components/home/CredentialsStrip";
import { BusinessHours, ContactDetails } from "~/components/layout/ContactDetails";
import { PagePreview } from "~/components/office/content/PagePreview";
import { PageIntro, Section } from "~/components/ui/Section";
import { useBusinessFacts } from "~/lib/business-facts";
import { factsPreview } from "~/lib/office-facts.server";
import officeStyles from "~/office.css?url";

// The business facts as the site will show them with the changes kept as a draft: the site's own
// header and footer (the root route reads the draft for this address), the contact page's details
// and hours, the home page's figures and credentials. Signed in only; never cached or indexed
// (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context }: Route.LoaderArgs) => factsPreview(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Preview: Business facts | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function FactsPreview({ loaderData }: Route.ComponentProps) {
  const { claims } = useBusinessFacts();
  return (
    <PagePreview status="published" hasChanges={loaderData.hasChanges} editLink="/office/facts" title="Business facts">
      <PageIntro
        eyebrow="Business facts"
        title="Where visitors read your details"
        intro="The header and the footer of every page, the contact page's details and hours, and the home page's figures and credentials."
      />
      <Section>
        <div className="grid gap-8 lg:grid-cols-2">
          <Panel id="get-in-touch" title="Get In Touch">
            <ContactDetails className="mt-6" />
            <h3 className="mt-8 text-xl">Business Hours</h3>
            <BusinessHours className="mt-3" />
          </Panel>
          <Panel id="figures" title="The home page's figures" tone="forest">
            <dl className="mt-6 grid gap-6 sm:grid-cols-3">
              {claims.map((claim) => (
                <div key={claim.label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-stone md:text-base">{claim.label}</dt>
                  <dd className="font-serif text-4xl font-semibold tabular-nums">
                    {claim.value}
                    {claim.suffix}
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>
        </div>
      </Section>
      <CredentialsStrip />
    </PagePreview>
  );
}
