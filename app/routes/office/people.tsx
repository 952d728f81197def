import { Form, Link } from "react-router";
import type { Route } from "./+types/people";
import { site } from "#common/site.ts";
import { SelectField, TextField } from "~/components/contact/Field";
import { OfficeCard } from "~/components/office/OfficeCard";
import { RadioChoices } from "~/components/office/RadioChoice";
import type { OfficeHandle } from "~/lib/hydration";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { peopleAction, peoplePage } from "~/lib/office-people.server";
import { keepPageWhenLost, useSuccessKey } from "~/lib/office-save";

// Who may sign in to the office: the owner adds staff (or another owner), who are mailed an
// invitation with the office's address, names them, changes a role, removes someone (their sessions
// end at once; never the only owner). There are no passwords: a person signs in with a code mailed
// to the address given here.

// Adding, changing and removing people want a sign-in within 15 minutes; one sent to sign in again
// comes back with the address and role typed (or to the question before removing someone).
export const handle: OfficeHandle = {
  access: "owner",
  title: "People",
  // (The name is not carried: its address is stable, and a name is quickly typed again.)
  recentSignIn: { when: "posting", keep: { save: ["email", "role"] } },
};

export const loader = ({ request, context }: Route.LoaderArgs) => peoplePage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => peopleAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `People | ${site.shortName} office` }];

const roles = { staff: "Staff", owner: "Owner" } as const;
const savedText = {
  added: "added",
  changed: "now has the new role",
  renamed: "now has the new name",
  unchanged: "already had that role and name: nothing changed",
  removed: "removed, and signed out everywhere",
  "rights-changed": "may now do what you chose",
  "rights-unchanged": "already had those rights",
};

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  // Someone added leaves the form as a fresh page would.
  const saves = useSuccessKey("save");
  const { people, you, saved, who, confirmRemove, keptOwner, typed, rightsChoices } = loaderData;
  const error = actionData?.error;
  // The add form's field by name, with what was typed and its refusal.
  const kept = (name: "email" | "name") => ({
    name,
    error: actionData?.intent === "save" && actionData.field === name ? error : undefined,
    defaultValue: actionData?.intent === "save" ? actionData.values[name] : name === "email" ? typed.email : undefined,
  });
  return (
    <>
      <h1 className="text-3xl">People</h1>
      <p className="mt-2 text-muted">
        Who may sign in to the office. Owners may do everything, manage people and see the audit log; for each staff
        member, choose what they may do besides leads and the calendar.
      </p>
      {saved && who && !actionData && saved in savedText && (
        <div className="mt-4 rounded-lg bg-stone p-4">
          <p role="status" className="font-semibold wrap-anywhere">
            {who} {savedText[saved as keyof typeof savedText]}.
          </p>
          {saved === "added" && (
            <p className="mt-1 wrap-anywhere">
              We have e-mailed them an invitation with the office&apos;s address and how to sign in.
            </p>
          )}
        </div>
      )}
      {keptOwner && (
        <p role="alert" className="mt-4 rounded-lg border border-danger p-4 font-semibold text-danger">
          {keptOwner}
        </p>
      )}
      {error && actionData.intent !== "save" && (
        <p role="alert" className="mt-4 rounded-lg border border-danger p-4 font-semibold text-danger">
          {error}
        </p>
      )}
      {confirmRemove && (
        <div role="alert" className="mt-4 rounded-lg border border-danger p-4">
          <p className="font-semibold wrap-anywhere">
            {confirmRemove.email === you
              ? `Remove yourself (${confirmRemove.email})? You are signed out at once, everywhere, and can no longer sign in.`
              : `Remove ${confirmRemove.name ? `${confirmRemove.name} (${confirmRemove.email})` : confirmRemove.email}? They can no longer sign in, and are signed out everywhere at once.`}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-4">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="email" value={confirmRemove.email} />
            <button type="submit" className={buttonClasses("primary")}>
              Remove {confirmRemove.email === you ? "me" : "them"}
            </button>
            <Link to="/office/people" className="inline-block min-h-11 py-2 text-forest underline underline-offset-4">
              Keep
            </Link>
          </Form>
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <OfficeCard title="In the office">
          {people.some((person) => person.rights) && (
            <dl className="mt-2 text-sm">
              {rightsChoices.map((choice) => (
                <div key={choice.value} className="mt-1">
                  <dt className="inline font-semibold">{choice.label}: </dt>
                  <dd className="inline">{choice.detail}</dd>
                </div>
              ))}
            </dl>
          )}
          <ul className="mt-2 divide-y divide-line">
            {people.map((person) => (
              <li key={person.email} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <span className="min-w-0">
                  <span className="block font-semibold wrap-anywhere">
                    {person.name || person.email}
                    {person.email === you && " (you)"}
                  </span>
                  {person.name && <span className="block text-sm wrap-anywhere">{person.email}</span>}
                  <span className="text-sm text-muted">
                    {roles[person.role]} · added {person.added}
                  </span>
                </span>
                {person.removable ? (
                  <Link
                    to={`?remove=${encodeURIComponent(person.email)}`}
                    className="inline-block min-h-11 px-2 py-2 text-danger underline underline-offset-4"
                    aria-label={`Remove ${person.email}`}
                  >
                    Remove
                  </Link>
                ) : (
                  <span className="text-sm text-muted">The only owner: make someone else an owner to remove them.</span>
                )}
                {person.rights && (
                  // Not restored by the browser after Back: the list may have changed meanwhile, and
                  // a remembered choice must never land on someone else. Left out of the browser's
                  // restoring, these forms also stop shifting its count of the forms on this page,
                  // by which it finds the typing in "Add someone" again.
                  <Form method="post" autoComplete="off" className="w-full">
                    <input type="hidden" name="intent" value="rights" />
                    <input type="hidden" name="email" value={person.email} />
                    <fieldset>
                      <legend className="text-sm font-semibold wrap-anywhere">
                        What {person.name || person.email} may do
                      </legend>
                      <RadioChoices name="rights" choices={rightsChoices} checked={person.rights} />
                    </fieldset>
                    <button type="submit" className={`mt-2 ${buttonClasses("secondary")}`}>
                      Set what they may do<span className="sr-only"> ({person.email})</span>
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </OfficeCard>
        <OfficeCard title="Add someone, or change a role">
          <Form key={saves} method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="save" />
            <TextField
              type="email"
              {...kept("email")}
              label="E-mail address"
              required
              hint="Someone new is e-mailed an invitation here; they sign in with a code mailed to it."
            />
            <TextField
              {...kept("name")}
              label="Name"
              maxLength={60}
              hint="Shown in the office and the audit log, and on replies they send. Leave it empty to keep theirs."
            />
            <SelectField
              name="role"
              label="Role"
              options={["Staff", "Owner"]}
              emptyLabel="Keep their role"
              hint="Left as it is, someone already here keeps their role, and someone new is staff."
              defaultValue={actionData?.intent === "save" ? actionData.values.role : typed.role}
            />
            <button type="submit" className={buttonClasses("primary")}>
              Save
            </button>
          </Form>
        </OfficeCard>
      </div>
    </>
  );
}
