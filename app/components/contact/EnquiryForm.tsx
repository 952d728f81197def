import type { ReactNode } from "react";
import { CampaignFields } from "./CampaignFields";
import { DraftNote } from "./DraftNote";
import { Honeypot } from "./Honeypot";
import { Notice } from "./Notice";
import { SubmitButton } from "./SubmitButton";
import type { useEnquiryForm } from "./useEnquiryForm";

/** The frame both enquiry forms share: heading, notice, honeypot, the fields, the submit button. */
export function EnquiryForm({
  form,
  formRef,
  title,
  submitLabel,
  footnote,
  children,
}: {
  form: Pick<
    ReturnType<typeof useEnquiryForm>["form"],
    | "Form"
    | "action"
    | "formProps"
    | "notice"
    | "noticeKey"
    | "noticeArrival"
    | "notices"
    | "submitting"
    | "draftRestored"
    | "discardDraft"
    | "keptValues"
  >;
  formRef: ReturnType<typeof useEnquiryForm>["formRef"];
  title: string;
  submitLabel: string;
  footnote: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${form.action.slice(1)}-form-heading`;
  return (
    <form.Form ref={formRef} {...form.formProps} aria-labelledby={headingId} className="relative space-y-5">
      {/* Enter in a field sends the form: the browser presses a form's first submit button, which
          would otherwise be a KeepTypedButton above the fields ("Later week"). Out of sight but
          rendered (not `hidden`): Safari passes over a submit button that is not drawn. */}
      <button type="submit" aria-hidden="true" tabIndex={-1} disabled={form.submitting} className="sr-only" />
      <h2 id={headingId} className="text-3xl">
        {title}
      </h2>
      {form.notice && (
        <Notice
          // Made anew when a press finds a field still empty again: scrolled to and announced again.
          key={form.noticeKey}
          notice={form.notices[form.notice]}
          // An address that already holds a booking is told where its link went: news, not a fault.
          destructive={form.notice !== "sent" && form.notice !== "alreadyBooked"}
          arrival={form.noticeArrival}
        />
      )}
      {form.draftRestored && <DraftNote onDiscard={form.discardDraft} />}
      <Honeypot />
      <CampaignFields kept={form.keptValues} />
      {children}
      <p className="text-sm text-muted">
        Fields marked <span className="text-danger">*</span> are required. {footnote}
      </p>
      <SubmitButton submitting={form.submitting} label={submitLabel} />
    </form.Form>
  );
}
