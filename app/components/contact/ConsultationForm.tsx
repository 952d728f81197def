import { consultationTimes, projectTypes, requiredConsultationFields, type ConsultationField } from "~/lib/enquiry";
import { Honeypot } from "./Honeypot";
import { Notice } from "./Notice";
import { SelectField, TextAreaField, TextField } from "./Field";
import { SubmitButton } from "./SubmitButton";
import { useEnquiryForm } from "./useEnquiryForm";

/** Request a consultation: who, where, what and when suits, posted to the /consultation action. */
export function ConsultationForm() {
  const form = useEnquiryForm<ConsultationField>(requiredConsultationFields);
  return (
    <form.Form
      ref={form.formRef}
      method="post"
      action="/consultation"
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      aria-labelledby="consultation-form-heading"
      className="relative space-y-5"
    >
      <h2 id="consultation-form-heading" className="text-3xl">
        Request a Consultation
      </h2>
      {form.notice && <Notice kind={form.notice} />}
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" name="firstName" required autoComplete="given-name" maxLength={100} error={form.error("firstName")} defaultValue={form.value("firstName")} />
        <TextField label="Last Name" name="lastName" required autoComplete="family-name" maxLength={100} error={form.error("lastName")} defaultValue={form.value("lastName")} />
        <TextField label="Email" name="email" type="email" required autoComplete="email" maxLength={254} error={form.error("email")} defaultValue={form.value("email")} />
        <TextField label="Phone" name="phone" type="tel" required autoComplete="tel" maxLength={40} error={form.error("phone")} defaultValue={form.value("phone")} />
        <SelectField label="Project Type" name="projectType" options={projectTypes} emptyLabel="Select a project type" error={form.error("projectType")} defaultValue={form.value("projectType")} />
        <TextField label="Neighborhood or city" name="location" autoComplete="address-level2" maxLength={120} hint="For example Winter Park or Lake Nona." error={form.error("location")} defaultValue={form.value("location")} />
        <TextField label="Preferred date" name="preferredDate" type="date" error={form.error("preferredDate")} defaultValue={form.value("preferredDate")} />
        <SelectField label="Preferred time" name="preferredTime" options={consultationTimes} emptyLabel="Any time" error={form.error("preferredTime")} defaultValue={form.value("preferredTime")} />
      </div>
      <TextAreaField label="Anything we should know?" name="message" rows={4} maxLength={5000} error={form.error("message")} defaultValue={form.value("message")} />
      <p className="text-sm text-muted">
        Fields marked <span className="text-danger">*</span> are required. We will call you to confirm a time.
      </p>
      <SubmitButton submitting={form.submitting} label="Request Consultation" />
    </form.Form>
  );
}
