// The server half of /office/people (who may sign in: the owner adds, changes and removes people)
// and /office/audit (who changed what, when). Both are the owners' only (their routes declare it:
// staff get the shell's 403 page that says whom to ask, and a post from staff changes nothing).
import { data, redirect } from "react-router";
import { PERSON_NAME_MAX } from "../../server/office/office.ts";
import { DEFAULT_STAFF_RIGHTS, staffRightsLabels, staffRightsLevels } from "../../server/office/rights.ts";
import { officeUser, formFields, officeService, type Context } from "./office.server";
import { officeTime } from "./office-dates";

const AUDIT_SHOWN = 200;

const problems = {
  notOwner: "Only an owner can add or remove people.",
  badEmail: "Enter the person's e-mail address, like anna@example.com.",
  badRole: "Choose Staff or Owner.",
  badName: `Give the name in ${PERSON_NAME_MAX} characters or fewer, like Dana Reyes, or leave it empty.`,
  lastOwner: "The office needs an owner: make someone else an owner first.",
  unknownPerson: "That person is not in the office (any more).",
  badRights: "Choose what they may do: leads and calendar only, content too, or publishing too.",
  isOwner: "An owner may do everything: make them staff first to limit what they may do.",
} as const;

export async function peoplePage(request: Request, context: Context) {
  const user = officeUser(context);
  const query = new URL(request.url).searchParams;
  const people = await officeService(context).listUsers();
  const owners = people.filter((person) => person.role === "owner").length;
  const shown = people.map((person) => ({
    email: person.email,
    name: person.name,
    role: person.role,
    /** What a staff member may do (an owner may do everything). */
    rights: person.role === "staff" ? (person.staffRights ?? DEFAULT_STAFF_RIGHTS) : undefined,
    added: officeTime(person.createdAt),
    // The office keeps an owner: the only one is never offered "Remove" (the server refuses it too).
    removable: person.role !== "owner" || owners > 1,
  }));
  const asked = shown.find((person) => person.email === query.get("remove"));
  return {
    you: user.email,
    people: shown,
    saved: query.get("saved"),
    /** The choice of what staff may do, as the People page offers it. */
    rightsChoices: staffRightsLevels.map((level) => ({ value: level, ...staffRightsLabels[level] })),
    who: query.get("who"),
    /** The person whose Remove was pressed: the page asks once before removing them. */
    confirmRemove: asked?.removable ? asked : undefined,
    /** Why the person asked for cannot be removed (an address typed by hand for the only owner). */
    keptOwner: asked && !asked.removable ? problems.lastOwner : undefined,
    /** What the add form held when its post went to sign in again first (the shell carries it back). */
    typed: { email: query.get("email") ?? undefined, role: query.get("role") ?? "" },
  };
}

export async function peopleAction(request: Request, context: Context) {
  const user = officeUser(context);
  const fields = (await formFields(request)) ?? {};
  const office = officeService(context);
  const intent = fields.intent === "remove" || fields.intent === "rights" ? fields.intent : "save";
  const outcome =
    intent === "remove"
      ? await office.removePerson(user, fields.email)
      : intent === "rights"
        ? await office.setStaffRights(user, fields.email, fields.rights)
        : await office.savePerson(user, fields.email, fields.role?.toLowerCase(), fields.name ?? "");
  if (outcome.ok) {
    // Removing yourself ends your own session too: the sign-in page is where you are now.
    if (outcome.outcome === "removed" && outcome.email === user.email) throw redirect("/office/sign-in", 303);
    const saved = intent === "rights" ? `rights-${outcome.outcome}` : outcome.outcome;
    throw redirect(`/office/people?saved=${saved}&who=${encodeURIComponent(outcome.email)}`, 303);
  }
  return data(
    {
      intent,
      error: problems[outcome.reason],
      // The field the message is shown under: the name's own, else the address's.
      field: outcome.reason === "badName" ? "name" : "email",
      values: fields,
    },
    outcome.reason === "notOwner" ? 403 : 400,
  );
}

export async function auditPage(context: Context) {
  const office = officeService(context);
  const [entries, people] = await Promise.all([office.auditLog(AUDIT_SHOWN), office.names()]);
  // Who did it by name where the office knows one, beside the address the log keeps (names change, it does not).
  const named = (actor: string) => (people.who(actor) === actor ? undefined : people.who(actor));
  return {
    shown: AUDIT_SHOWN,
    entries: entries.map((entry) => ({ ...entry, at: officeTime(entry.at), name: named(entry.actor) })),
  };
}
