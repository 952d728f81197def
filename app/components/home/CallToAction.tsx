import { Check } from "lucide-react";
import { ContactDetails } from "~/components/layout/ContactDetails";
import { StartProjectLinks } from "./StartProjectLinks";
import { reasonsToChooseUs } from "~/content/why-choose-us";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-forest py-16 text-paper md:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 md:px-8 lg:grid-cols-2">
        <div>
          <h2 id="cta-heading" className="text-title">
            Ready to start your project?
          </h2>
          <p className="mt-4 max-w-xl text-lg text-stone">
            Tell us about your home and what you would like to change. We will call you back within one business day to
            arrange a consultation.
          </p>
          <ContactDetails tone="light" className="mt-8 text-lg" />
          <StartProjectLinks next={{ to: "/consultation", label: "Schedule a Consultation" }} />
        </div>
        <div className="rounded-2xl bg-forest-dark p-8 md:p-10">
          <h3 className="text-2xl">Why Choose Us</h3>
          <ul className="mt-6 space-y-5">
            {reasonsToChooseUs.map((reason) => (
              <li key={reason.title} className="flex gap-4">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass" />
                <span>
                  <span className="block font-semibold capitalize">{reason.title}</span>
                  <span className="block text-stone">{reason.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
