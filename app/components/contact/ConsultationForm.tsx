import { consultationTimes, projectTypes } from "#common/enquiry.ts";
import { EnquiryForm } from "./EnquiryForm";
import { PersonFields } from "./PersonFields";
import { SelectField, TextAreaField, TextField } from "./Field";
import { useEnquiryForm } from "./useEnquiryForm";

/** Request a consultation: who, where, what and when suits, posted to the /consultation action. */
export function ConsultationForm() {
  const { form, formRef } = useEnquiryForm("consultation");
  const { field } = form;
  return (
    <EnquiryForm form={form} formRef={formRef} title="Request a Consultation" submitLabel="Request Consultation" footnote="We will call you to confirm a time.">
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields field={field} />
        <SelectField {...field("projectType")} options={projectTypes} emptyLabel="Select a project type" />
        <TextField {...field("location")} autoComplete="address-level2" hint="For example Winter Park or Lake Nona." />
        <TextField {...field("preferredDate")} type="date" />
        <SelectField {...field("preferredTime")} options={consultationTimes} emptyLabel="Any time" />
      </div>
      <TextAreaField {...field("message")} label="Anything we should know?" rows={4} />
    </EnquiryForm>
  );
}
