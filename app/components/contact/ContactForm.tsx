import { budgetBands, projectTypes, requiredContactFields, type ContactField } from "~/lib/enquiry";
import { EnquiryForm } from "./EnquiryForm";
import { SelectField, TextAreaField, TextField } from "./Field";
import { useEnquiryForm } from "./useEnquiryForm";

/** Send Us a Message: the spec's contact form object, posted to the /contact action. */
export function ContactForm() {
  const form = useEnquiryForm<ContactField>({ action: "/contact", required: requiredContactFields });
  const field = (name: ContactField) => ({ name, error: form.error(name), defaultValue: form.value(name) });
  return (
    <EnquiryForm form={form} title="Send Us a Message" submitLabel="Send Message" footnote="We reply within one business day.">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" {...field("firstName")} required autoComplete="given-name" maxLength={100} />
        <TextField label="Last Name" {...field("lastName")} required autoComplete="family-name" maxLength={100} />
        <TextField label="Email" {...field("email")} type="email" required autoComplete="email" maxLength={254} />
        <TextField label="Phone" {...field("phone")} type="tel" autoComplete="tel" maxLength={40} />
        <SelectField label="Project Type" {...field("projectType")} options={projectTypes} emptyLabel="Select a project type" />
        <SelectField label="Budget" {...field("budget")} options={budgetBands} emptyLabel="Select a budget range" />
      </div>
      <TextAreaField label="Message" {...field("message")} required maxLength={5000} hint="Tell us about your home, your plans and your timeline." />
    </EnquiryForm>
  );
}
