// The office's vocabulary, shared by its pages and the server: a lead's stages, the reasons a lead
// is lost, and the messages a person signing in can see.
import { heardFromLabels } from "./enquiry.ts";

/** A lead's stages, in the order work goes; `lost` and `spam` end it without a job. */
export const leadStages = ["new", "contacted", "consultation", "estimate", "won", "lost", "spam"] as const;
export type LeadStage = (typeof leadStages)[number];

export const stageLabels: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  consultation: "Consultation",
  estimate: "Estimate sent",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** Why a lead was lost: a short list, so the reasons can be counted. */
export const lostReasons = [
  "Over budget",
  "Chose another contractor",
  "Project postponed",
  "Outside our service area",
  "No reply",
  "Not a fit for us",
] as const;

/** The estimate's number as the client and the office quote it: "E-12" (the row's id), with its version after the first. */
export const estimateNumber = (id: number, version: number) =>
  version > 1 ? `E-${id} (version ${version})` : `E-${id}`;

/** A change order's number: "CO-12-2", the second to contract E-12. */
export const changeOrderNumber = (estimateId: number, number: number) => `CO-${estimateId}-${number}`;

/** The office's page of an estimate: its change orders and payments are on it too. */
export const officeEstimatePath = (id: number) => `/office/estimates/${id}`;

/** A draft estimate as its client will see it once sent: for the office's session only. */
export const estimatePreviewPath = (id: number) => `/estimates/preview/${id}`;

/** The stages a lead is still being worked in: the office's default list and its follow-ups. */
export const openStages = ["new", "contacted", "consultation", "estimate"] as const satisfies readonly LeadStage[];
/** The stages a lead reaches only once someone has answered it: moving it there stamps its first answer. */
export const answeredStages: readonly LeadStage[] = ["contacted", "consultation", "estimate", "won"];

/**
 * The stage a lead goes back to when its consultation is cancelled: the one it had before the
 * consultation (`history`: its stages as set, oldest first), and "contacted" for a lead that came
 * with its booking or was new until then: a booking was an answer, so it is no longer new.
 */
export function stageBeforeConsultation(history: readonly LeadStage[]): LeadStage {
  const booked = history.lastIndexOf("consultation");
  const before = history
    .slice(0, booked === -1 ? history.length : booked)
    .findLast((stage) => stage !== "consultation");
  return before && before !== "new" ? before : "contacted";
}

/** Where a lead entered by hand came from: stored as the short slug, shown as its label. */
export const leadSources = {
  phone: "Phone call",
  "walk-in": "Walk-in",
  referral: "Referral",
  "past-client": "Past client",
  google: "Google",
  houzz: "Houzz",
  "yard-sign": "Yard sign",
  other: "Other",
} as const;
export type LeadSource = keyof typeof leadSources;
export const isLeadSource = (value: unknown): value is LeadSource =>
  typeof value === "string" && Object.hasOwn(leadSources, value);

/**
 * Every source a lead may have, as the inbox filters by them and the sources report counts them:
 * the website's answers to "How did you hear about us?", then what only a lead entered by hand
 * has (a phone call, a walk-in, a referral, Google). A slug the two share (Houzz, a past client, a
 * yard sign, other) is one source, named as the website asks it.
 */
export const sourceLabels: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(heardFromLabels).filter(([slug]) => slug !== "other")),
  ...Object.fromEntries(Object.entries(leadSources).filter(([slug]) => !Object.hasOwn(heardFromLabels, slug))),
  // Beside the website's "Google search" and "Google Maps", the hand form's "Google" says what it is.
  google: `${leadSources.google} (entered by hand)`,
  // Last in the list, as on both forms.
  other: heardFromLabels.other,
};
export const sourceOptions = Object.entries(sourceLabels).map(([value, label]) => ({ value, label }));

/** What happened outside the office, logged on a lead's page: each is an answer to the lead. */
export const leadActivities = {
  call: "Call",
  text: "Text message",
  visit: "Visit",
  email: "E-mail from their own mailbox",
} as const;
export type LeadActivity = keyof typeof leadActivities;
export const isLeadActivity = (value: unknown): value is LeadActivity =>
  typeof value === "string" && Object.hasOwn(leadActivities, value);

/** The inbox's lists: open leads (the default), those waiting for a first answer, follow-ups due, and all but spam. */
export const leadViews = ["open", "waiting", "due", "all"] as const;
export type LeadView = (typeof leadViews)[number];

/** A lead's next step, at most this long. */
export const NEXT_ACTION_MAX_LENGTH = 200;

export const isLeadStage = (value: unknown): value is LeadStage =>
  typeof value === "string" && (leadStages as readonly string[]).includes(value);

export const signInMessages = {
  codeSent:
    "If that address belongs to someone in the office, a sign-in code is on its way to it. It works for 10 minutes. (At most five codes go to one address in an hour: if none comes, use the newest you have, or your passkey.)",
  badEmail: "Enter the e-mail address you use for the office, like owner@example.com.",
  badCode: "The code is the 8 digits from the e-mail, like 12345678.",
  wrongCode:
    "That code is not right, or it has expired or been used. Check the newest e-mail, or ask for a new code. After five wrong tries a code stops working.",
  rateLimited: "Too many tries from this connection. Wait an hour, then try again.",
  failed: "We could not send the code just now. Please try again in a minute.",
  /** To a signed-in person asking for one of the actions that want a recent sign-in (app/lib/office.server.ts). */
  again: "For this, sign in again: it has been more than 15 minutes since you last signed in.",
} as const;

export const NOTE_MAX_LENGTH = 5000;

/** The fewest characters a photo's description has before it is published (the picker checks it as it is typed). */
export const ALT_MIN = 10;

/** Where an uploaded photo's subject sits, kept in view when a frame crops it (4:3 cards, 16:9 heroes). */
export const focusPoints = ["center", "top", "bottom", "left", "right"] as const;
