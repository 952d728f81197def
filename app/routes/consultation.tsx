import { CalendarDays, Home, MessagesSquare } from "lucide-react";
import type { Route } from "./+types/consultation";
import { enquiryAction } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/seo";
import { ContactDetails } from "~/components/layout/ContactDetails";
import { ConsultationForm } from "~/components/contact/ConsultationForm";
import { FormPageColumns, Panel } from "~/components/contact/FormPage";
import { PageIntro } from "~/components/ui/Section";
import type { RouteHandle } from "~/lib/hydration";

export const action = ({ request, context }: Route.ActionArgs) => enquiryAction("consultation", request, context);

// React runs in the browser here: the form submits in place and shows its notices.
export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Schedule a Consultation",
    description:
      "Book a free in-home design consultation with Saltbox Design-Build for your kitchen, bathroom, whole-home or cabinetry project in Central Florida.",
    path: "/consultation",
  });

const whatToExpect = [
  { icon: CalendarDays, title: "We call to confirm", text: "Within one business day we call to agree a time that suits you." },
  { icon: Home, title: "We visit your home", text: "A designer and a project manager walk the space with you, about 60–90 minutes." },
  { icon: MessagesSquare, title: "You get clear next steps", text: "A realistic budget range, a timeline and what design would involve. No obligation." },
];

export default function Consultation() {
  return (
    <>
      <PageIntro
        eyebrow="Free, no obligation"
        title="Schedule a Consultation"
        intro="Meet our designers at your home to talk through your ideas, your budget and your timeline."
      />
      <FormPageColumns form={<ConsultationForm />}>
        <Panel id="expect-heading" title="What to expect">
          <ol className="mt-6 space-y-5">
            {whatToExpect.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brass-dark" />
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel id="call-heading" title="Rather talk now?" tone="forest">
          <ContactDetails tone="light" className="mt-5" />
        </Panel>
      </FormPageColumns>
    </>
  );
}
