// The campaign a visitor arrived from, kept with their enquiry: the landing page's tags and the
// other site that linked to it (its host only). Its own small module because every page that runs
// script notes them on arrival (app/lib/campaign.ts), and those pages must not carry the forms'
// vocabulary. First-party only: read from the address the visitor opened, kept in their tab,
// posted with the form as hidden fields of these names, sent nowhere else.

export const campaignFields = ["utm_source", "utm_medium", "utm_campaign", "gclid", "referrer"] as const;
export type CampaignField = (typeof campaignFields)[number];
/** The tags an address can carry (the referrer is the browser's, not the address's). */
export const campaignTags = ["utm_source", "utm_medium", "utm_campaign", "gclid"] as const;

/** A tag longer than this is cut: an address's tags are short, and nothing a visitor cannot see is refused. */
export const CAMPAIGN_TAG_MAX = 200;
