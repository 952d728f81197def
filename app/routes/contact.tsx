import { CalendarCheck } from "lucide-react";
import type { Route } from "./+types/contact";
import { enquiryAction } from "~/lib/form-action.server";
import { submitInPlace } from "~/lib/submit-in-place";
import { metaFacts, useBusinessFacts } from "~/lib/business-facts";
import { businessStructuredData, metaSiteUrl, pageMeta } from "~/lib/seo";
import { BusinessHours, ContactDetails } from "~/components/layout/ContactDetails";
import { ContactForm } from "~/components/contact/ContactForm";
import { FormPageColumns, Panel } from "~/components/contact/FormPage";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { PageIntro } from "~/components/ui/Section";
import { site } from "#common/site.ts";
import type { RouteHandle } from "~/lib/hydration";

export const action = ({ request, context }: Route.ActionArgs) => enquiryAction("contact", request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitInPlace(serverAction);

// React runs in the browser here: the form submits in place and shows its notices.
export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Contact Us",
    description: `Contact ${site.name} in Orlando about a kitchen, bathroom, whole-home or cabinetry project. Call, e-mail or send us a message for a consultation.`,
    path: "/contact",
    structuredData: [businessStructuredData(metaSiteUrl(matches), metaFacts(matches))],
  });

export default function Contact() {
  // The studio is where the office says the business is.
  const { address } = useBusinessFacts();
  return (
    <>
      <PageIntro
        eyebrow="Let's talk"
        title="Contact Us"
        intro={`Planning a renovation? Tell us about your home and your ideas, and we will arrange a consultation, at your home or in our ${address.city} studio.`}
      />
      <FormPageColumns form={<ContactForm />}>
        <Panel id="get-in-touch" title="Get In Touch">
          <ContactDetails className="mt-6" />
          <h3 className="mt-8 text-xl">Business Hours</h3>
          <BusinessHours className="mt-3" />
        </Panel>
        <Panel
          id="schedule-box"
          title="Schedule a Consultation"
          tone="forest"
          icon={<CalendarCheck aria-hidden="true" className="size-8 text-brass" />}
        >
          <p className="mt-3 text-stone">
            Prefer to pick a time? Book a free consultation and we will meet you at your home to talk through your
            project.
          </p>
          <ButtonLink to="/consultation" variant="light" className="mt-6">
            Book Consultation
          </ButtonLink>
        </Panel>
      </FormPageColumns>
    </>
  );
}
