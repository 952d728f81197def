import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CAMPAIGN_TAG_MAX, campaignFields, type CampaignField } from "#common/campaign.ts";
import { notedCampaign } from "~/lib/campaign";

/**
 * The campaign the visitor came from, posted with the form as hidden fields: what a post sent back
 * (`kept`), else the tags of this page's own address (so a visitor without JavaScript who opened
 * /contact?utm_source=... keeps them), else, once the page runs, what the tab noted on landing.
 * The values are React's to give (not set on the fields by hand): a hidden field's value is its
 * default, which React puts back on every render, so a value set by hand would be gone after the
 * form's first answer (a field left empty), before the visitor sends it again.
 */
export function CampaignFields({ kept }: { kept: Record<string, string> }) {
  const query = new URLSearchParams(useLocation().search);
  const [noted, setNoted] = useState<Partial<Record<CampaignField, string>>>({});
  // The tab's storage exists only in the browser: read once the page runs, as the server rendered it without.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setNoted(notedCampaign()), []);
  return (
    <div hidden>
      {campaignFields.map((name) => (
        <input
          key={name}
          type="hidden"
          name={name}
          value={kept[name] || query.get(name)?.slice(0, CAMPAIGN_TAG_MAX) || noted[name] || ""}
        />
      ))}
    </div>
  );
}
