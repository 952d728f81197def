// The campaign a visitor arrived from, kept in their tab (sessionStorage: no cookie, gone with the
// tab, never sent anywhere but with their own enquiry). Noted once per page load: by React on the
// pages it runs (root.tsx), by a small inline script on every other public page (the home page, a
// service page an advert links to); and a form page opened straight from a tagged address carries
// its tags in server-rendered hidden fields (CampaignFields).
import { CAMPAIGN_TAG_MAX, campaignTags, type CampaignField } from "#common/campaign.ts";

const KEY = "campaign";

/**
 * Notes the address's tags and the other site that linked here (its host alone). A landing that
 * says nothing (a page of this site, a typed address) keeps what an earlier one noted. Written
 * self-contained, what it reads given as arguments: its text is also an inline script.
 */
export function noteCampaign(tags: readonly string[] = campaignTags, maxLength = CAMPAIGN_TAG_MAX, key = KEY) {
  try {
    const noted: Record<string, string> = {};
    const query = new URLSearchParams(location.search);
    for (const tag of tags) {
      const value = query.get(tag)?.trim();
      if (value) noted[tag] = value.slice(0, maxLength);
    }
    const from = document.referrer ? new URL(document.referrer) : undefined;
    if (from && from.host !== location.host && from.protocol.startsWith("http")) noted.referrer = from.hostname;
    if (Object.keys(noted).length > 0) sessionStorage.setItem(key, JSON.stringify(noted));
  } catch {
    // Storage off (a private window's quota, a blocked site) or an unreadable referrer: nothing is noted.
  }
}

/** Part of the inline script of a public page React does not run (lib/page-scripts.ts): the function above, given its lists. */
export const campaignScript = `(${noteCampaign.toString()})(${JSON.stringify(campaignTags)},${CAMPAIGN_TAG_MAX},${JSON.stringify(KEY)})`;

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
