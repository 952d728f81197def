import { CalendarCheck } from "lucide-react";
import type { Route } from "./+types/contact";
import { contactAction } from "~/lib/form-action.server";
import { SUBMIT_TIMEOUT_MS, submitInPlace } from "~/lib/submit-in-place";
import { metaFacts, useBusinessFacts } from "~/lib/business-facts";
import { businessStructuredData, metaSiteUrl, pageMeta } from "~/lib/seo";
import { BusinessHours, ContactDetails } from "~/components/layout/ContactDetails";
import { ContactForm } from "~/components/contact/ContactForm";
import { FormPageColumns, Panel } from "~/components/contact/FormPage";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { PageIntro } from "~/components/ui/Section";
import { site } from "#common/site.ts";
import { photoLimitRefusal, type EnquiryResult } from "#common/enquiry.ts";
import type { RouteHandle } from "~/lib/hydration";

export const action = ({ request, context }: Route.ActionArgs) => contactAction(request, context);
/**
 * Photos more or larger than the form takes are refused before they travel, in the server's words;
 * those that fit take their time on a phone's upload, so the wait for an answer grows by a second
 * for every 256 KB chosen.
 */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => {
  const chosen = [...(document.querySelector<HTMLInputElement>('input[name="photos"]')?.files ?? [])];
  const refusal = photoLimitRefusal(chosen);
  if (refusal) return { ok: false, notice: "invalid", fieldErrors: { photos: refusal } } satisfies EnquiryResult;
  return submitInPlace(serverAction, SUBMIT_TIMEOUT_MS + chosen.reduce((sum, file) => sum + file.size, 0) / 256);
};

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
