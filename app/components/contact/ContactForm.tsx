import { budgetOptions, enquiryPhotos, heardFromOptions, projectTypes } from "#common/enquiry.ts";
import { EnquiryForm } from "./EnquiryForm";
import { PersonFields } from "./PersonFields";
import { FileField, SelectField, TextAreaField } from "./Field";
import { useEnquiryForm } from "./useEnquiryForm";

/** Send Us a Message: the contact form (requirements R10), posted to the /contact action. */
export function ContactForm() {
  const { form, formRef } = useEnquiryForm("contact");
  const { field } = form;
  return (
    <EnquiryForm
      form={form}
      formRef={formRef}
      title="Send Us a Message"
      submitLabel="Send Message"
      footnote="We reply within one business day."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields field={field} />
        <SelectField {...field("projectType")} options={projectTypes} emptyLabel="Select a project type" />
        <SelectField {...field("budget")} options={budgetOptions} emptyLabel="Select a budget range" />
      </div>
      <TextAreaField {...field("message")} hint="Tell us about your home, your plans and your timeline." />
      <FileField
        {...field("photos")}
        accept={enquiryPhotos.accept}
        multiple
        hint={`Up to ${enquiryPhotos.maxCount} photos (JPEG or PNG), ${enquiryPhotos.maxBytes / 1024 / 1024} MB each. Only our office sees them, without the location your phone keeps in them.`}
      />
      <SelectField {...field("heardFrom")} options={heardFromOptions} emptyLabel="Choose one (optional)" />
    </EnquiryForm>
  );
}
