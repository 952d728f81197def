import { CalendarCheck } from "lucide-react";
import type { Route } from "./+types/contact";
import { enquiryAction } from "~/lib/form-action.server";
import { pageMeta, businessStructuredData } from "~/lib/seo";
import { BusinessHours, ContactDetails } from "~/components/layout/ContactDetails";
import { ContactForm } from "~/components/contact/ContactForm";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { PageIntro } from "~/components/ui/Section";

export const action = ({ request, context }: Route.ActionArgs) => enquiryAction("contact", request, context);

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Contact Saltbox Design-Build in Orlando about a kitchen, bathroom, whole-home or cabinetry project. Call, e-mail or send us a message for a consultation.",
    path: "/contact",
    structuredData: [businessStructuredData()],
  });

export default function Contact() {
  return (
    <>
      <PageIntro
        eyebrow="Let's talk"
        title="Contact Us"
        intro="Planning a renovation? Tell us about your home and your ideas, and we will arrange a consultation, at your home or in our Orlando studio."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 md:px-8 md:py-20 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl border border-line bg-paper p-6 shadow-sm md:p-10">
          <ContactForm />
        </div>
        <div className="space-y-8">
          <section aria-labelledby="get-in-touch" className="rounded-2xl bg-stone p-7 md:p-9">
            <h2 id="get-in-touch" className="text-2xl">
              Get In Touch
            </h2>
            <ContactDetails className="mt-6" />
            <h3 className="mt-8 text-xl">Business Hours</h3>
            <BusinessHours className="mt-3" />
          </section>
          <section aria-labelledby="schedule-box" className="rounded-2xl bg-forest p-7 text-paper md:p-9">
            <CalendarCheck aria-hidden="true" className="size-8 text-brass" />
            <h2 id="schedule-box" className="mt-3 text-2xl">
              Schedule a Consultation
            </h2>
            <p className="mt-3 text-stone">
              Prefer to pick a time? Book a free consultation and we will meet you at your home to talk through your
              project.
            </p>
            <ButtonLink to="/consultation" variant="light" className="mt-6">
              Book Consultation
            </ButtonLink>
          </section>
        </div>
      </div>
    </>
  );
}
