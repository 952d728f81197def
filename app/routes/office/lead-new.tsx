import { Form, Link } from "react-router";
import type { Route } from "./+types/lead-new";
import { projectTypes } from "#common/enquiry.ts";
import { leadSources, NOTE_MAX_LENGTH, type LeadSource } from "#common/office.ts";
import { site } from "#common/site.ts";
import { SelectField, TextAreaField, TextField } from "~/components/contact/Field";
import { FormErrors } from "~/components/office/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { newLeadAction } from "~/lib/office-leads.server";
import { keepPageWhenLost } from "~/lib/office-save";

// A lead that came outside the website (a call, a walk-in, a referral) entered by hand: a plain
// form post answered with a redirect to the lead's page. Someone with an open lead already (the
// same e-mail address or phone number) is not entered twice: what they want joins that lead.

export const action = ({ request, context }: Route.ActionArgs) => newLeadAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Add a lead | ${site.shortName} office` }];

const sourceOptions = (Object.keys(leadSources) as LeadSource[]).map((value) => ({ value, label: leadSources[value] }));

export default function NewLead({ actionData }: Route.ComponentProps) {
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const typed: Record<string, string | undefined> = actionData?.typed ?? {};
  return (
    <>
      <p>
        <Link to="/office/leads" className="text-forest underline underline-offset-4">
          All leads
        </Link>
      </p>
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
          <TextField
            label="First name"
            name="firstName"
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={typed.firstName}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            maxLength={100}
            autoComplete="off"
            defaultValue={typed.lastName}
            error={errors.lastName}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            maxLength={254}
            autoComplete="off"
            defaultValue={typed.email}
            error={errors.email}
            hint="An e-mail address or a phone number, or both."
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            maxLength={40}
            autoComplete="off"
            defaultValue={typed.phone}
            error={errors.phone}
          />
          <SelectField
            label="Where it came from"
            name="source"
            required
            options={sourceOptions}
            emptyLabel="Choose one"
            defaultValue={typed.source}
            error={errors.source}
          />
          <SelectField
            label="Project type"
            name="projectType"
            options={projectTypes}
            emptyLabel="Not known yet"
            defaultValue={typed.projectType}
            error={errors.projectType}
          />
          <TextAreaField
            label="What they want"
            name="message"
            rows={5}
            maxLength={NOTE_MAX_LENGTH}
            defaultValue={typed.message}
            error={errors.message}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClasses("primary")}>
              Add the lead
            </button>
          </div>
        </Form>
      </OfficeCard>
    </>
  );
}
