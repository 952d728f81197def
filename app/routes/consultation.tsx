import { CalendarDays, Home, MessagesSquare } from "lucide-react";
import type { Route } from "./+types/consultation";
import { consultationAction } from "~/lib/form-action.server";
import { consultationTimes } from "~/lib/consultation-times.server";
import { revalidateAfterTaken, submitInPlace } from "~/lib/submit-in-place";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { ContactDetails } from "~/components/layout/ContactDetails";
import { BookingForm } from "~/components/contact/BookingForm";
import { ConsultationForm } from "~/components/contact/ConsultationForm";
import { FormPageColumns, Panel } from "~/components/contact/FormPage";
import { PageIntro } from "~/components/ui/Section";
import { site } from "#common/site.ts";
import type { RouteHandle } from "~/lib/hydration";

/** The free times of one week (?week=<its Monday>), or the call-me-back form (?call, or when no time is free). */
export const loader = ({ request, context }: Route.LoaderArgs) => consultationTimes(request, context);

export const action = ({ request, context }: Route.ActionArgs) => consultationAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitInPlace(serverAction);
export const shouldRevalidate = revalidateAfterTaken;

// React runs in the browser here: the form submits in place and shows its notices.
export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Schedule a Consultation",
    description: `Book a free in-home design consultation with ${site.name} for your kitchen, bathroom, whole-home or cabinetry project in Central Florida.`,
    path: "/consultation",
  });

const whatToExpect = [
  {
    icon: CalendarDays,
    title: "You choose the time",
    // No "below" or "beside": the form sits above this box on a phone and to its left on a wide screen.
    text: "Book one of our free times here and it is yours at once, with a link to change or cancel it. Or ask us to call you.",
  },
  {
    icon: Home,
    title: "We visit your home",
    text: "A designer and a project manager walk the space with you, for about 90 minutes.",
  },
  {
    icon: MessagesSquare,
    title: "You get clear next steps",
    text: "A realistic budget range, a timeline and what design would involve. No obligation.",
  },
];

export default function Consultation({ loaderData: { week, anyFreeTime, today } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="Free, no obligation"
        title="Schedule a Consultation"
        intro="Meet our designers at your home to talk through your ideas, your budget and your timeline."
      />
      <FormPageColumns
        form={week ? <BookingForm week={week} /> : <ConsultationForm pickATime={anyFreeTime} today={today} />}
      >
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
