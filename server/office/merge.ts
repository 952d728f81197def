// Two leads that are the same person (a caller entered by hand who had written through the website
// under another address, a second enquiry from a new phone) merged into one: everything of the
// other lead moves to the one kept, and the other is gone (its address leads to the kept one).
// Which lead's values the kept lead ends with is decided here; storage only moves the rows.
import { openStages, type LeadStage } from "../../common/office.ts";
import type { LeadRow, MergedValues } from "../storage/office.ts";
import { orlandoTime } from "../enquiries/enquiry-list.ts";

/** The kept lead's values after a merge (the store writes them with the rows moved). */
export type MergedLead = MergedValues;

const earlier = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : Date.parse(a) <= Date.parse(b) ? a : b;

/**
 * The kept lead takes what it lacks from the other: an e-mail address or phone number, where it
 * came from, a follow-up day and next step. It was received when the first of them was, and first
 * answered when either was. Its stage is its own unless both are still open and the other got
 * further (the other's consultation, now the kept lead's, makes it a consultation).
 */
export function mergedLead(kept: LeadRow, gone: LeadRow, actor: string): MergedLead {
  const open = openStages as readonly LeadStage[];
  const further = open.includes(kept.stage) && open.indexOf(gone.stage) > open.indexOf(kept.stage);
  const said = gone.message.trim() ? `: ${gone.message.trim()}` : "";
  return {
    email: kept.email || gone.email,
    phone: kept.phone || gone.phone,
    createdAt: earlier(kept.createdAt, gone.createdAt)!,
    stage: further ? gone.stage : kept.stage,
    lostReason: further ? gone.lostReason : kept.lostReason,
    firstResponseAt: earlier(kept.firstResponseAt, gone.firstResponseAt),
    source: kept.source || gone.source,
    enteredBy: kept.enteredBy ?? gone.enteredBy,
    followUpOn: kept.followUpOn ?? gone.followUpOn,
    nextAction: kept.nextAction || gone.nextAction,
    heardFrom: kept.heardFrom ?? gone.heardFrom ?? null,
    utmSource: kept.utmSource ?? gone.utmSource ?? null,
    utmMedium: kept.utmMedium ?? gone.utmMedium ?? null,
    utmCampaign: kept.utmCampaign ?? gone.utmCampaign ?? null,
    gclid: kept.gclid ?? gone.gclid ?? null,
    referrer: kept.referrer ?? gone.referrer ?? null,
    note:
      `Lead #${gone.id} (${gone.name}, ${[gone.email, gone.phone].filter(Boolean).join(", ") || "no e-mail or phone"}, ` +
      `received ${orlandoTime(new Date(gone.createdAt))}) merged into this one by ${actor}${said}`,
  };
}

export const mergeMessages = {
  choose: "Choose the lead to merge into this one, or write its number.",
  itself: "That is this lead: choose another one to merge into it.",
  unknown: "There is no lead with that number (it may have been merged already).",
} as const;

/** The other lead's number, as the form sends it: a suggestion chosen (`merge`) or a number typed (`mergeNumber`, "#12" too). */
export function mergeChoice(
  fields: Record<string, string | null | undefined>,
  keptId: number,
): { ok: true; id: number } | { ok: false; error: string } | undefined {
  const typed = (fields.mergeNumber ?? "").trim().replace(/^#/, "") || (fields.merge ?? "").trim();
  // Neither field sent (null from an address without them): nothing asked yet.
  if (!typed && fields.mergeNumber == null && fields.merge == null) return undefined;
  if (!/^\d{1,12}$/.test(typed)) return { ok: false, error: mergeMessages.choose };
  const id = Number(typed);
  if (id === keptId) return { ok: false, error: mergeMessages.itself };
  return { ok: true, id };
}
