// The campaign a visitor arrived from, kept in their tab (sessionStorage: no cookie, gone with the
// tab, never sent anywhere but with their own enquiry). Noted once per page load on the pages that
// run script anyway (root.tsx); pages without script note nothing, and a form page opened straight
// from a tagged address carries its tags in server-rendered hidden fields (CampaignFields).
import { CAMPAIGN_TAG_MAX, campaignTags, type CampaignField } from "#common/campaign.ts";

const KEY = "campaign";

/**
 * Notes the address's tags and the other site that linked here (its host alone). A landing that
 * says nothing (a page of this site, a typed address) keeps what an earlier one noted.
 */
export function noteCampaign() {
  try {
    const noted: Partial<Record<CampaignField, string>> = {};
    const query = new URLSearchParams(location.search);
    for (const tag of campaignTags) {
      const value = query.get(tag)?.trim();
      if (value) noted[tag] = value.slice(0, CAMPAIGN_TAG_MAX);
    }
    const from = document.referrer ? new URL(document.referrer) : undefined;
    if (from && from.host !== location.host && from.protocol.startsWith("http")) noted.referrer = from.hostname;
    if (Object.keys(noted).length > 0) sessionStorage.setItem(KEY, JSON.stringify(noted));
  } catch {
    // Storage off (a private window's quota, a blocked site) or an unreadable referrer: nothing is noted.
  }
}

/** What this tab noted, if anything. */
export function notedCampaign(): Partial<Record<CampaignField, string>> {
  try {
    const noted: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
    return typeof noted === "object" && noted !== null ? noted : {};
  } catch {
    return {};
  }
}

/** Once a form is sent its hidden fields carry the campaign: the tab keeps it no longer. */
export function forgetCampaign() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
