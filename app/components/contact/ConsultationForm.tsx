import { consultationTimes, heardFromOptions, projectTypes } from "#common/enquiry.ts";
import { EnquiryForm } from "./EnquiryForm";
import { KeepTypedButton } from "./KeepTypedButton";
import { PersonFields } from "./PersonFields";
import { SelectField, TextAreaField, TextField } from "./Field";
import { useEnquiryForm } from "./useEnquiryForm";

/**
 * Ask to be called to arrange a consultation: who, where, what and when suits, posted to the
 * /consultation action. For visitors whom no free time suits, or when none is free.
 */
export function ConsultationForm({
  pickATime,
  today,
}: {
  pickATime: boolean;
  /** The business's date now, the earliest day to offer. */ today: string;
}) {
  const { form, formRef } = useEnquiryForm("consultation");
  const { field } = form;
  return (
    <EnquiryForm
      form={form}
      formRef={formRef}
      title="Request a Consultation"
      submitLabel="Request Consultation"
      footnote="We will call you to confirm a time."
    >
      <p className="text-muted">
        {pickATime ? (
          <>
            Tell us when suits and we will call you to arrange it, or{" "}
            <KeepTypedButton to="/consultation">pick a free time yourself</KeepTypedButton>.
          </>
        ) : (
          "Every time in the next four weeks is taken. Tell us when suits and we will call you to arrange one."
        )}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields field={field} />
        <SelectField {...field("projectType")} options={projectTypes} emptyLabel="Select a project type" />
        <TextField {...field("location")} autoComplete="address-level2" hint="For example Winter Park or Lake Nona." />
        <TextField {...field("preferredDate")} type="date" min={today} />
        <SelectField {...field("preferredTime")} options={consultationTimes} emptyLabel="Any time" />
      </div>
      <TextAreaField {...field("message")} label="Anything we should know?" rows={4} />
      <SelectField {...field("heardFrom")} options={heardFromOptions} emptyLabel="Choose one (optional)" />
    </EnquiryForm>
  );
}
