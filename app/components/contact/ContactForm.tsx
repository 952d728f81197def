import { budgetBands, projectTypes, requiredContactFields, type ContactField } from "~/lib/enquiry";
import { Honeypot } from "./Honeypot";
import { Notice } from "./Notice";
import { SelectField, TextAreaField, TextField } from "./Field";
import { SubmitButton } from "./SubmitButton";
import { useEnquiryForm } from "./useEnquiryForm";

/** Send Us a Message: the spec's contact form object, posted to the /contact action. */
export function ContactForm() {
  const form = useEnquiryForm<ContactField>(requiredContactFields);
  return (
    <form.Form
      ref={form.formRef}
      method="post"
      action="/contact"
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      aria-labelledby="contact-form-heading"
      className="relative space-y-5"
    >
      <h2 id="contact-form-heading" className="text-3xl">
        Send Us a Message
      </h2>
      {form.notice && <Notice kind={form.notice} />}
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" name="firstName" required autoComplete="given-name" maxLength={100} error={form.error("firstName")} defaultValue={form.value("firstName")} />
        <TextField label="Last Name" name="lastName" required autoComplete="family-name" maxLength={100} error={form.error("lastName")} defaultValue={form.value("lastName")} />
        <TextField label="Email" name="email" type="email" required autoComplete="email" maxLength={254} error={form.error("email")} defaultValue={form.value("email")} />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" maxLength={40} error={form.error("phone")} defaultValue={form.value("phone")} />
        <SelectField label="Project Type" name="projectType" options={projectTypes} emptyLabel="Select a project type" error={form.error("projectType")} defaultValue={form.value("projectType")} />
        <SelectField label="Budget" name="budget" options={budgetBands} emptyLabel="Select a budget range" error={form.error("budget")} defaultValue={form.value("budget")} />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        required
        maxLength={5000}
        hint="Tell us about your home, your plans and your timeline."
        error={form.error("message")}
        defaultValue={form.value("message")}
      />
      <p className="text-sm text-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <SubmitButton submitting={form.submitting} label="Send Message" />
    </form.Form>
  );
}
