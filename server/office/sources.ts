// Where leads come from: the source a lead's page shows (the visitor's answer to "How did you hear
// about us?", the campaign tags and the linking site), and the sources report (/office/sources):
// per source and per month, how many leads came, how many reached a consultation, how many were
// won, and won/(won+lost). The months are the business's (Orlando time); spam is left out.
import { availability } from "../../common/availability.ts";
import { heardFromLabels } from "../../common/enquiry.ts";
import { isLeadSource, sourceLabels, type LeadStage } from "../../common/office.ts";
import type { LeadRow, LeadSourceRow } from "../storage/office.ts";

/** What a lead's answer says, in words; an answer no longer offered shows as it was stored. */
export const heardFromLabel = (value: string | null | undefined) =>
  value ? ((heardFromLabels as Record<string, string>)[value] ?? value) : "";

/** Where a lead came from as the office shows it: "" for what was not given. */
export type LeadOriginShown = {
  heardFrom: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  gclid: string;
  referrer: string;
};

export const leadOriginOf = (lead: LeadRow): LeadOriginShown => ({
  heardFrom: heardFromLabel(lead.heardFrom),
  utmSource: lead.utmSource ?? "",
  utmMedium: lead.utmMedium ?? "",
  utmCampaign: lead.utmCampaign ?? "",
  gclid: lead.gclid ?? "",
  referrer: lead.referrer ?? "",
});

/** The report covers the current month and the eleven before it. */
export const REPORT_MONTHS = 12;
/** The row of leads whose sender did not say (or that came before the question was asked). */
export const NOT_SAID = "Not said";

/** Stages a lead reaches only after a consultation. */
const PAST_CONSULTATION: readonly LeadStage[] = ["consultation", "estimate", "won"];

export type SourceFigures = {
  source: string;
  leads: number;
  consultations: number;
  won: number;
  lost: number;
  /** won/(won+lost); undefined while none is decided. */
  winRate: number | undefined;
};
/** A campaign's figures: its tags as the landing page had them ("" for a tag it lacked). */
export type CampaignFigures = SourceFigures & { utmSource: string; utmCampaign: string };
export type SourcesReport = {
  /** Every month of the report, each source's figures, most leads first. */
  total: SourceFigures[];
  /** The months with leads, newest first. */
  months: { month: string; label: string; sources: SourceFigures[] }[];
  /** Every month of the report, by the campaign tags the leads came with (those with none left out). */
  campaigns: CampaignFigures[];
  /** Every month of the report, by the site that linked to the form's page (leads with none left out). */
  linkingSites: SourceFigures[];
};

const monthFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: availability.timeZone,
  year: "numeric",
  month: "2-digit",
});
/** "2026-11" for an instant, in the business's zone. */
export const businessMonth = (at: Date) => monthFormat.format(at).slice(0, 7);
export const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The report's first month ("2025-12" in November 2026): REPORT_MONTHS months up to now's. */
function firstMonth(now: Date) {
  const [year, month] = businessMonth(now).split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - REPORT_MONTHS, 1)).toISOString().slice(0, 7);
}

/**
 * The instant to read leads from: a day before the first month begins in UTC, so its first hours
 * in Orlando (UTC-4 or -5) are in; each lead is then put in its own business month.
 */
export const reportSince = (now: Date) => new Date(Date.parse(`${firstMonth(now)}-01T00:00:00Z`) - 86_400_000);

/** The visitor's own answer, or where the office noted a lead entered by hand came from (a source both lists have is one, named as the website asks it). */
const sourceOf = (row: LeadSourceRow) =>
  heardFromLabel(row.heardFrom) || (isLeadSource(row.source) ? sourceLabels[row.source]! : NOT_SAID);

/** A campaign's key: its two tags, which no tag's own text can make ambiguous. */
const campaignOf = (row: LeadSourceRow) =>
  row.utmSource || row.utmCampaign ? JSON.stringify([row.utmSource ?? "", row.utmCampaign ?? ""]) : undefined;

/** Each group's figures, most leads first; `groupOf` names a row's group, or leaves the row out. */
function figuresOf(rows: readonly LeadSourceRow[], groupOf: (row: LeadSourceRow) => string | undefined = sourceOf) {
  const bySource = new Map<string, SourceFigures>();
  for (const row of rows) {
    const source = groupOf(row);
    if (source === undefined) continue;
    let figures = bySource.get(source);
    if (!figures) bySource.set(source, (figures = { source, leads: 0, consultations: 0, won: 0, lost: 0, winRate: 0 }));
    figures.leads++;
    if (Number(row.booked) > 0 || PAST_CONSULTATION.includes(row.stage)) figures.consultations++;
    if (row.stage === "won") figures.won++;
    if (row.stage === "lost") figures.lost++;
  }
  return [...bySource.values()]
    .map((figures) => ({
      ...figures,
      winRate: figures.won + figures.lost === 0 ? undefined : figures.won / (figures.won + figures.lost),
    }))
    .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
}

/** The report from the leads `leadSources` read, as of `now`. */
export function sourcesReport(rows: readonly LeadSourceRow[], now: Date): SourcesReport {
  const first = firstMonth(now);
  const byMonth = new Map<string, LeadSourceRow[]>();
  for (const row of rows) {
    const month = businessMonth(new Date(row.createdAt));
    if (month < first) continue;
    const ofMonth = byMonth.get(month);
    if (ofMonth) ofMonth.push(row);
    else byMonth.set(month, [row]);
  }
  const months = [...byMonth.keys()].sort().reverse();
  const inReport = months.flatMap((month) => byMonth.get(month)!);
  return {
    total: figuresOf(inReport),
    months: months.map((month) => ({ month, label: monthLabel(month), sources: figuresOf(byMonth.get(month)!) })),
    campaigns: figuresOf(inReport, campaignOf).map((figures) => {
      const [utmSource, utmCampaign] = JSON.parse(figures.source) as [string, string];
      return { ...figures, source: [utmSource, utmCampaign].filter(Boolean).join(" / "), utmSource, utmCampaign };
    }),
    linkingSites: figuresOf(inReport, (row) => row.referrer || undefined),
  };
}
