import { budgetBands, projectTypes } from "#common/enquiry.ts";
import { EnquiryForm } from "./EnquiryForm";
import { SelectField, TextAreaField, TextField } from "./Field";
import { useEnquiryForm } from "./useEnquiryForm";

/** Send Us a Message: the contact form (requirements R10), posted to the /contact action. */
export function ContactForm() {
  const { form, formRef } = useEnquiryForm("contact");
  const { field } = form;
  return (
    <EnquiryForm form={form} formRef={formRef} title="Send Us a Message" submitLabel="Send Message" footnote="We reply within one business day.">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("firstName")} autoComplete="given-name" />
        <TextField {...field("lastName")} autoComplete="family-name" />
        <TextField {...field("email")} type="email" autoComplete="email" />
        <TextField {...field("phone")} type="tel" autoComplete="tel" />
        <SelectField {...field("projectType")} options={projectTypes} emptyLabel="Select a project type" />
        <SelectField {...field("budget")} options={budgetBands} emptyLabel="Select a budget range" />
      </div>
      <TextAreaField {...field("message")} hint="Tell us about your home, your plans and your timeline." />
    </EnquiryForm>
  );
}
