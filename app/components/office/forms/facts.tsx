import { Form, Link } from "react-router";
import { SelectField, TextField } from "~/components/contact/Field";
import { ItemHeading } from "~/components/office/content/ItemHeading";
import { ItemHistory } from "~/components/office/content/ItemHistory";
import { LivePageButtons } from "~/components/office/content/LivePageButtons";
import { FormErrors } from "~/components/office/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { useLastAnswer, useSuccessKey } from "~/lib/office-save";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/facts.server";

// The business facts (/office/facts): how visitors reach the office, when it is open, the social
// profile, the three figures the home page counts up to and the four credentials. Saved, every page
// shows them at once and every e-mail within seconds.

const notices: Record<string, string> = {
  saved: "Saved: every page shows these now, and e-mails from the next one sent.",
  restored:
    "The earlier version is restored (as the newest revision), and is on the site; changes kept as a draft, if any, are given up.",
  changes: "Saved as a draft: pages and e-mails still show the facts as they were. Preview them, then save them live.",
  discarded: "The draft changes are given up: these are the facts the site shows.",
};

export default function OfficeFacts({ loaderData, actionData }: FormProps<typeof kind>) {
  const { values, days, suffixes, hasChanges, previewAddress, revisions, comparison, notice } = loaderData;
  const saves = useSuccessKey();
  // A refused save's typed values stay while a later save is lost in transit.
  const answer = useLastAnswer(actionData);
  const shown = answer?.values ?? values;
  const errors = (actionData?.fieldErrors ?? {}) as Record<string, string>;
  return (
    <>
      <ItemHeading
        title="Business facts"
        saved={{ published: true, hasChanges, path: "/contact", preview: previewAddress }}
        notice={notice && !actionData ? notices[notice] : undefined}
      />
      <p className="mt-2 text-muted">
        The header, footer, contact page, home page, search engines&apos; business card and every e-mail read these, and
        the privacy policy and the terms where they write {"{phone}"}, {"{email}"} and {"{address}"}. A legal page that
        names them in its own words needs its own change, at{" "}
        <Link to="/office/legal" className="text-forest underline underline-offset-4">
          Legal pages
        </Link>
        .
      </p>
      <Form
        method="post"
        className="mt-6 space-y-6"
        key={`${saves}:${revisions[0]?.id ?? ""}:${hasChanges}:${JSON.stringify(shown)}`}
      >
        <FormErrors errors={errors} />
        <OfficeCard title="How to reach you">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              name="phone"
              type="tel"
              label="Phone"
              required
              defaultValue={shown.phone}
              error={errors["phone.display"]}
              hint="As visitors dial it: (407) 555-0142."
            />
            <TextField
              name="email"
              type="email"
              label="E-mail"
              required
              defaultValue={shown.email}
              error={errors.email}
            />
            <TextField
              name="address.street"
              label="Street address"
              required
              defaultValue={shown.address.street}
              error={errors["address.street"]}
            />
            <TextField
              name="address.unit"
              label="Suite or unit"
              defaultValue={shown.address.unit}
              error={errors["address.unit"]}
            />
            <TextField
              name="address.city"
              label="City (Florida)"
              required
              defaultValue={shown.address.city}
              error={errors["address.city"]}
            />
            <TextField
              name="address.postalCode"
              label="ZIP code"
              required
              inputMode="numeric"
              defaultValue={shown.address.postalCode}
              error={errors["address.postalCode"]}
            />
          </div>
        </OfficeCard>
        <OfficeCard title="Opening hours">
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {days.map((day, index) => (
              <TextField
                key={day}
                name={`hours.${index}.time`}
                label={day}
                required
                defaultValue={shown.hours[index]}
                error={errors[`hours.${index}.time`]}
              />
            ))}
          </div>
          <p className="mt-2 text-sm text-muted">Like 8:00 AM – 6:00 PM, or a short note like By appointment only.</p>
        </OfficeCard>
        <OfficeCard title="Social profile">
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <TextField
              name="social.label"
              label="Network"
              required
              defaultValue={shown.social.label}
              error={errors["social.label"]}
            />
            <TextField
              name="social.handle"
              label="Profile name"
              required
              defaultValue={shown.social.handle}
              error={errors["social.handle"]}
            />
            <TextField
              name="social.href"
              label="Address"
              required
              defaultValue={shown.social.href}
              error={errors["social.href"]}
            />
          </div>
        </OfficeCard>
        <OfficeCard title="The home page's figures">
          <ol className="mt-4 space-y-4">
            {shown.claims.map((claim, index) => (
              <li key={index} className="grid gap-4 sm:grid-cols-[8rem_10rem_1fr]">
                <TextField
                  name={`claims.${index}.value`}
                  label={`Figure ${index + 1}`}
                  required
                  inputMode="numeric"
                  defaultValue={claim.value}
                  error={errors[`claims.${index}.value`]}
                />
                <SelectField
                  name={`claims.${index}.suffix`}
                  label="Followed by"
                  options={suffixes.filter(Boolean)}
                  emptyLabel="Nothing"
                  defaultValue={claim.suffix}
                  error={errors[`claims.${index}.suffix`]}
                />
                <TextField
                  name={`claims.${index}.label`}
                  label="What it counts"
                  required
                  defaultValue={claim.label}
                  error={errors[`claims.${index}.label`]}
                />
              </li>
            ))}
          </ol>
        </OfficeCard>
        <OfficeCard title="Credentials">
          <ol className="mt-4 space-y-4">
            {shown.credentials.map((credential, index) => (
              <li key={index} className="grid gap-4 sm:grid-cols-2">
                <TextField
                  name={`credentials.${index}.title`}
                  label={`Credential ${index + 1}`}
                  required
                  defaultValue={credential.title}
                  error={errors[`credentials.${index}.title`]}
                />
                <TextField
                  name={`credentials.${index}.detail`}
                  label="What it is"
                  required
                  defaultValue={credential.detail}
                  error={errors[`credentials.${index}.detail`]}
                />
              </li>
            ))}
          </ol>
        </OfficeCard>
        <LivePageButtons hasChanges={hasChanges} />
      </Form>
      <ItemHistory revisions={revisions} comparison={comparison} />
    </>
  );
}
