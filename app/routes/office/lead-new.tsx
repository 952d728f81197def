import { Form } from "react-router";
import type { Route } from "./+types/lead-new";
import { projectTypes } from "#common/enquiry.ts";
import { leadSources, NOTE_MAX_LENGTH, type LeadActivity, type LeadSource } from "#common/office.ts";
import { site } from "#common/site.ts";
import { keptFields, SelectField, TextAreaField, TextField } from "~/components/contact/Field";
import { AllLeadsLink } from "~/components/office/AllLeadsLink";
import { BookAnywayButton, ClashWarning, ConsultationFields } from "~/components/office/ConsultationFields";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { SubmitRow } from "~/components/office/SubmitRow";
import { newLeadAction } from "~/lib/office-leads.server";
import { todayInOffice } from "~/lib/office-dates";
import { keepPageWhenLost } from "~/lib/office-save";

// A lead that came outside the website (a call, a walk-in, a referral) entered by hand: a plain
// form post answered with a redirect to the lead's page. Someone with an open lead already (the
// same e-mail address or phone number) is not entered twice: what they want joins that lead. A
// consultation agreed on the phone may be booked at once, at any time: a clash is said first.

export const loader = () => ({ today: todayInOffice() });
export const action = ({ request, context }: Route.ActionArgs) => newLeadAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Add a lead | ${site.shortName} office` }];

/** Who they are and how to reach them (an e-mail address or a phone number, or both). */
const personFields = [
  { name: "firstName", label: "First name", required: true, maxLength: 100 },
  { name: "lastName", label: "Last name", maxLength: 100 },
  {
    name: "email",
    label: "E-mail",
    type: "email",
    maxLength: 254,
    hint: "An e-mail address or a phone number, or both.",
  },
  { name: "phone", label: "Phone", type: "tel", maxLength: 40 },
] as const;

const sourceOptions = (Object.keys(leadSources) as LeadSource[]).map((value) => ({ value, label: leadSources[value] }));
/** How the office may have answered them already: each a call, text, visit or e-mail of the lead's history. */
const answeredLabels: Record<LeadActivity, string> = {
  call: "Yes, we spoke on the phone",
  text: "Yes, by text message",
  visit: "Yes, in person",
  email: "Yes, I e-mailed them from my own mailbox",
};
const answeredOptions = (Object.keys(answeredLabels) as LeadActivity[]).map((value) => ({
  value,
  label: answeredLabels[value],
}));

/** Where they came from, whether they were answered already, and what they want built. */
const choiceFields = [
  { name: "source", label: "Where it came from", required: true, options: sourceOptions, emptyLabel: "Choose one" },
  {
    name: "answeredBy",
    label: "Answered them already?",
    options: answeredOptions,
    emptyLabel: "Not yet",
    hint: "They called and you spoke, they came in: logged as the first answer, and the lead is “Contacted”. Not yet: it waits for your answer.",
  },
  { name: "projectType", label: "Project type", options: projectTypes, emptyLabel: "Not known yet" },
] as const;

export default function NewLead({ loaderData: { today }, actionData }: Route.ComponentProps) {
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const typed: Record<string, string | undefined> = actionData?.typed ?? {};
  const kept = keptFields(typed, errors);
  const clashes = (actionData && "clashes" in actionData && actionData.clashes) || [];
  return (
    <>
      <AllLeadsLink />
      <h1 className="mt-2 text-3xl">Add a lead</h1>
      <p className="mt-1 max-w-prose text-muted">
        Someone who called, walked in or was referred. If they already have an open lead (the same e-mail address or
        phone number), what you write here is added to that one instead.
      </p>
      <FormErrors
        errors={Object.fromEntries(Object.entries(errors).filter(([, value]) => value)) as Record<string, string>}
      />
      <OfficeCard className="mt-6 max-w-2xl" title="Their details">
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
          {/* Everything typed stays in the form below: "Book anyway" posts it all again. */}
          <ClashWarning clashes={clashes} withNewLead>
            <BookAnywayButton />
          </ClashWarning>
          {personFields.map(({ name, ...field }) => (
            // Not autocomplete="off", though these are the client's details and not the owner's: the
            // browser would then not bring them back after Back where no script keeps them.
            <TextField key={name} {...kept(name)} {...field} />
          ))}
          {choiceFields.map(({ name, ...field }) => (
            <SelectField key={name} {...kept(name)} {...field} />
          ))}
          <TextAreaField
            label="What they want"
            {...kept("message")}
            rows={5}
            maxLength={NOTE_MAX_LENGTH}
            className="sm:col-span-2"
          />
          <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="text-lg font-semibold">Book a consultation now (optional)</legend>
            <p className="text-muted sm:col-span-2">
              Leave these blank to book later. If the time clashes with another consultation, a blocked time or the
              consultation hours, you are told first. With an e-mail address they get the confirmation and a calendar
              invitation.
            </p>
            <ConsultationFields typed={typed} errors={errors} today={today} />
          </fieldset>
          <SubmitRow className="sm:col-span-2">Add the lead</SubmitRow>
        </Form>
      </OfficeCard>
    </>
  );
}
