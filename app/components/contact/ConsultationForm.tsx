import { consultationTimes, projectTypes, requiredConsultationFields, type ConsultationField } from "~/lib/enquiry";
import { EnquiryForm } from "./EnquiryForm";
import { SelectField, TextAreaField, TextField } from "./Field";
import { useEnquiryForm } from "./useEnquiryForm";

/** Request a consultation: who, where, what and when suits, posted to the /consultation action. */
export function ConsultationForm() {
  const form = useEnquiryForm<ConsultationField>({ action: "/consultation", required: requiredConsultationFields });
  const field = (name: ConsultationField) => ({ name, error: form.error(name), defaultValue: form.value(name) });
  return (
    <EnquiryForm
      form={form}
      title="Request a Consultation"
      submitLabel="Request Consultation"
      footnote="We will call you to confirm a time."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" {...field("firstName")} required autoComplete="given-name" maxLength={100} />
        <TextField label="Last Name" {...field("lastName")} required autoComplete="family-name" maxLength={100} />
        <TextField label="Email" {...field("email")} type="email" required autoComplete="email" maxLength={254} />
        <TextField label="Phone" {...field("phone")} type="tel" required autoComplete="tel" maxLength={40} />
        <SelectField label="Project Type" {...field("projectType")} options={projectTypes} emptyLabel="Select a project type" />
        <TextField label="Neighborhood or city" {...field("location")} autoComplete="address-level2" maxLength={120} hint="For example Winter Park or Lake Nona." />
        <TextField label="Preferred date" {...field("preferredDate")} type="date" />
        <SelectField label="Preferred time" {...field("preferredTime")} options={consultationTimes} emptyLabel="Any time" />
      </div>
      <TextAreaField label="Anything we should know?" {...field("message")} rows={4} maxLength={5000} />
    </EnquiryForm>
  );
}
