// What the office types about a lead outside the website: a lead entered by hand (a caller, a
// walk-in, a referral), a call, text, visit or e-mail that happened, and the next step with its day.
// Each reads the posted fields and answers either the values to store or a message per field.
import { Temporal } from "temporal-polyfill";
import { availability } from "../../common/availability.ts";
import { projectTypes } from "../../common/enquiry.ts";
import {
  isLeadActivity,
  isLeadSource,
  NEXT_ACTION_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  type LeadActivity,
} from "../../common/office.ts";
import { housePhone, phoneKey } from "../../common/phone.ts";
import { calendarDay } from "../bookings/slots.ts";
import type { LeadEntry } from "../storage/office.ts";

type Fields = Record<string, string | undefined>;
export type Checked<T, Field extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<Field, string>> };

const NAME_MAX_LENGTH = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (value: string | undefined) => (value ?? "").trim();

export const leadEntryMessages = {
  firstName: "Write their first name (at most 100 characters).",
  lastName: "Their last name is at most 100 characters.",
  email: "That is not an e-mail address, like name@example.com.",
  phone: "Write a phone number of at least 7 digits, like (407) 555-0199.",
  reach: "Write an e-mail address or a phone number: one of them, to answer them by.",
  source: "Choose where the lead came from.",
  projectType: "Choose one of the project types, or leave it unchosen.",
  message: "What they want is at most 5,000 characters.",
  answeredBy: "Choose how you answered them (a call, a text, a visit, an e-mail), or “Not yet”.",
} as const;
export type LeadEntryField = Exclude<keyof typeof leadEntryMessages, "reach">;

/**
 * A lead typed in the office: a first name, an e-mail address or a phone number (at least one), where
 * it came from; the last name, project type, what they want and how the office already answered
 * them (they called and were spoken to, they came in) are optional. The project type goes
 * first in the stored message, as the website's forms put it, so the inbox's filter finds it.
 */
export function checkLeadEntry(fields: Fields): Checked<LeadEntry, LeadEntryField> {
  const [firstName, lastName, email, phone, message] = ["firstName", "lastName", "email", "phone", "message"].map(
    (name) => text(fields[name]),
  ) as [string, string, string, string, string];
  const projectType = text(fields.projectType);
  const errors: Partial<Record<LeadEntryField, string>> = {};
  if (!firstName || firstName.length > NAME_MAX_LENGTH) errors.firstName = leadEntryMessages.firstName;
  if (lastName.length > NAME_MAX_LENGTH) errors.lastName = leadEntryMessages.lastName;
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.email = leadEntryMessages.email;
  if (phone && (phone.length > 40 || !phoneKey(phone))) errors.phone = leadEntryMessages.phone;
  if (!email && !phone) errors.email = leadEntryMessages.reach;
  if (!isLeadSource(fields.source)) errors.source = leadEntryMessages.source;
  if (projectType && !(projectTypes as readonly string[]).includes(projectType))
    errors.projectType = leadEntryMessages.projectType;
  if (message.length > NOTE_MAX_LENGTH) errors.message = leadEntryMessages.message;
  const answeredBy = text(fields.answeredBy);
  if (answeredBy && !isLeadActivity(answeredBy)) errors.answeredBy = leadEntryMessages.answeredBy;
  if (Object.keys(errors).length > 0 || !isLeadSource(fields.source)) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: [firstName, lastName].filter(Boolean).join(" "),
      email,
      // A US number in the house form however it was typed (the office reads and dials one form);
      // another country's as typed.
      phone: phone && (housePhone(phone) ?? phone),
      message: projectType ? `Project Type: ${projectType}\n\n${message}` : message,
      // Said in one line in the history of an open lead of theirs, when they have one.
      again:
        [message, projectType && `(Project type: ${projectType})`].filter(Boolean).join(" ") ||
        "Entered again by hand, with no message.",
      source: fields.source,
      ...(isLeadActivity(answeredBy) && { answeredBy }),
    },
  };
}

export const activityMessages = {
  activity: "Choose what happened: a call, a text, a visit or an e-mail.",
  activityNote: "The note is at most 5,000 characters.",
  activityAt: "The time is a day and time, like 2026-11-27 09:30, and not later than now.",
} as const;
export type ActivityField = keyof typeof activityMessages;

/** A call, text, visit or e-mail may be logged this far ahead of the server's clock (a phone's clock runs fast). */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * What happened outside the office: which, a line of notes (optional), and when: a wall-clock time
 * in the business's zone ("2026-11-27T09:30", as a datetime-local input sends it), now when blank.
 */
export function checkActivity(
  fields: Fields,
  now: Date,
): Checked<{ activity: LeadActivity; note: string; at: Date }, ActivityField> {
  const errors: Partial<Record<ActivityField, string>> = {};
  const note = text(fields.activityNote);
  if (!isLeadActivity(fields.activity)) errors.activity = activityMessages.activity;
  if (note.length > NOTE_MAX_LENGTH) errors.activityNote = activityMessages.activityNote;
  const typed = text(fields.activityAt);
  const at = typed ? wallClock(typed) : now;
  if (!at || at.getTime() > now.getTime() + CLOCK_SLACK_MS) errors.activityAt = activityMessages.activityAt;
  if (Object.keys(errors).length > 0 || !isLeadActivity(fields.activity) || !at) return { ok: false, errors };
  return { ok: true, value: { activity: fields.activity, note, at: at > now ? now : at } };
}

/** "2026-11-27T09:30" (or with a space) in the business's zone as an instant; undefined when it is no such time. */
function wallClock(typed: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/.test(typed)) return undefined;
  try {
    const local = Temporal.PlainDateTime.from(typed.replace(" ", "T"), { overflow: "reject" });
    return new Date(local.toZonedDateTime(availability.timeZone).epochMilliseconds);
  } catch {
    return undefined;
  }
}

export const followUpMessages = {
  followUpOn: "The follow-up day is a date, like 2026-11-27, or blank for none.",
  nextAction: "The next step is at most 200 characters.",
} as const;
export type FollowUpField = keyof typeof followUpMessages;

/** The next step and the day to follow up (either may be blank: a blank day clears the reminder). */
export function checkFollowUp(
  fields: Fields,
): Checked<{ followUpOn: string | null; nextAction: string }, FollowUpField> {
  const errors: Partial<Record<FollowUpField, string>> = {};
  const day = text(fields.followUpOn);
  const nextAction = text(fields.nextAction);
  if (day && !calendarDay(day)) errors.followUpOn = followUpMessages.followUpOn;
  if (nextAction.length > NEXT_ACTION_MAX_LENGTH) errors.nextAction = followUpMessages.nextAction;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { followUpOn: day || null, nextAction } };
}
