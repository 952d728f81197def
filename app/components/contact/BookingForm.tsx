import { heardFromOptions, projectTypes } from "#common/enquiry.ts";
import type { TimeChoiceWeek } from "~/lib/consultation-times.server";
import { EnquiryForm } from "./EnquiryForm";
import { KeepTypedButton } from "./KeepTypedButton";
import { SelectField, TextAreaField, TextField } from "./Field";
import { PersonFields } from "./PersonFields";
import { TimePicker } from "./TimePicker";
import { useEnquiryForm } from "./useEnquiryForm";

/** Book a consultation: a free time first, then who and where; posted to the /consultation action. */
export function BookingForm({ week }: { week: TimeChoiceWeek }) {
  const { form, formRef } = useEnquiryForm("booking");
  const { field } = form;
  const start = field("start");
  return (
    <EnquiryForm
      form={form}
      formRef={formRef}
      title="Book a Consultation"
      submitLabel="Book Consultation"
      footnote="Each consultation takes about 90 minutes at your home."
    >
      <TimePicker
        week={week}
        suggestions={form.suggestions}
        chosen={start.defaultValue}
        error={start.error}
        keepTyped
      />
      <p className="text-sm text-muted">
        None of these times suit? <KeepTypedButton to="/consultation?call">Ask us to call you instead</KeepTypedButton>.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields field={field} />
        <SelectField {...field("projectType")} options={projectTypes} emptyLabel="Select a project type" />
        <TextField
          {...field("location")}
          label="Address or neighborhood"
          autoComplete="street-address"
          hint="Where we will meet you."
        />
      </div>
      <TextAreaField {...field("message")} label="Anything we should know?" rows={4} />
      <SelectField {...field("heardFrom")} options={heardFromOptions} emptyLabel="Choose one (optional)" />
    </EnquiryForm>
  );
}
