import { Link } from "react-router";
import { SelectField, TextField } from "~/components/contact/Field";
import { OfficeCard } from "~/components/office/OfficeCard";
import { LivePageForm } from "~/components/office/content/LivePageForm";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/facts.server";

// The business facts (/office/facts): how visitors reach the office, when it is open, the social
// profile, the review pages, the three figures the home page counts up to and the four credentials. Saved, every page
// shows them at once and every e-mail within seconds.

const notices: Record<string, string> = {
  saved: "Saved: every page shows these now, and e-mails from the next one sent.",
  restored:
    "The earlier version is restored (as the newest revision), and is on the site; changes kept as a draft, if any, are given up.",
  changes: "Saved as a draft: pages and e-mails still show the facts as they were. Preview them, then save them live.",
  discarded: "The draft changes are given up: these are the facts the site shows.",
};

export default function OfficeFacts({ loaderData, actionData }: FormProps<typeof kind>) {
  const { values, days, suffixes } = loaderData;
  const { saves, shown, errors, field } = useKindForm(values, actionData);
  return (
    <LivePageForm
      data={loaderData}
      answered={Boolean(actionData)}
      heading={{ title: "Business facts", path: "/contact", notices }}
      intro={
        <>
          The header, footer, contact page, home page, search engines&apos; business card and every e-mail read these,
          and the privacy policy and the terms where they write {"{phone}"}, {"{email}"} and {"{address}"}. A legal page
          that names them in its own words needs its own change, at{" "}
          <Link to="/office/legal" className="text-forest underline underline-offset-4">
            Legal pages
          </Link>
          .
        </>
      }
      saves={saves}
      fieldsFrom={shown}
      errors={errors}
    >
      <OfficeCard title="How to reach you">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            name="phone"
            type="tel"
            label="Phone"
            required
            defaultValue={shown.phone}
            error={errors["phone.display"]}
            hint="Ten digits with the area code, typed any way: 407 555 0142 is saved as (407) 555-0142."
          />
          <TextField {...field("email")} type="email" label="E-mail" required />
          <TextField {...field("address.street")} label="Street address" required />
          <TextField {...field("address.unit")} label="Suite or unit" />
          <TextField {...field("address.city")} label="City (Florida)" required />
          <TextField {...field("address.postalCode")} label="ZIP code" required inputMode="numeric" />
        </div>
      </OfficeCard>
      <OfficeCard title="Opening hours">
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {days.map((day, index) => (
            <TextField key={day} {...field(`hours.${index}.time`, shown.hours[index])} label={day} required />
          ))}
        </div>
        <p className="mt-2 text-sm text-muted">Like 8:00 AM – 6:00 PM, or a short note like By appointment only.</p>
      </OfficeCard>
      <OfficeCard title="Social profile">
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <TextField {...field("social.label")} label="Network" required />
          <TextField {...field("social.handle")} label="Profile name" required />
          <TextField {...field("social.href")} label="Address" required />
        </div>
      </OfficeCard>
      <OfficeCard title="Review pages">
        <p className="mt-2 text-sm text-muted">
          When you mark a job completed, the client&apos;s one review request links these besides the site&apos;s own
          form. Leave one blank to leave it out.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField {...field("reviews.google")} label="Google review link" />
          <TextField {...field("reviews.houzz")} label="Houzz review link" />
        </div>
      </OfficeCard>
      <OfficeCard title="The home page's figures">
        <ol className="mt-4 space-y-4">
          {shown.claims.map((_, index) => (
            <li key={index} className="grid gap-4 sm:grid-cols-[8rem_10rem_1fr]">
              <TextField
                {...field(`claims.${index}.value`)}
                label={`Figure ${index + 1}`}
                required
                inputMode="numeric"
              />
              <SelectField
                {...field(`claims.${index}.suffix`)}
                label="Followed by"
                options={suffixes.filter(Boolean)}
                emptyLabel="Nothing"
              />
              <TextField {...field(`claims.${index}.label`)} label="What it counts" required />
            </li>
          ))}
        </ol>
      </OfficeCard>
      <OfficeCard title="Credentials">
        <ol className="mt-4 space-y-4">
          {shown.credentials.map((_, index) => (
            <li key={index} className="grid gap-4 sm:grid-cols-2">
              <TextField {...field(`credentials.${index}.title`)} label={`Credential ${index + 1}`} required />
              <TextField {...field(`credentials.${index}.detail`)} label="What it is" required />
            </li>
          ))}
        </ol>
      </OfficeCard>
    </LivePageForm>
  );
}
