import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { CAMPAIGN_TAG_MAX, campaignFields } from "#common/campaign.ts";
import { notedCampaign } from "~/lib/campaign";

/**
 * The campaign the visitor came from, posted with the form as hidden fields: what a post sent back
 * (`kept`), else the tags of this page's own address (so a visitor without JavaScript who opened
 * /contact?utm_source=... keeps them), else, once the page runs, what the tab noted on landing.
 */
export function CampaignFields({ kept }: { kept: Record<string, string> }) {
  const query = new URLSearchParams(useLocation().search);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const noted = notedCampaign();
    for (const input of holder.current?.querySelectorAll("input") ?? []) {
      const value = noted[input.name as keyof typeof noted];
      if (!input.value && typeof value === "string") input.value = value;
    }
  }, []);
  return (
    <div ref={holder} hidden>
      {campaignFields.map((name) => (
        <input
          key={name}
          type="hidden"
          name={name}
          defaultValue={kept[name] ?? query.get(name)?.slice(0, CAMPAIGN_TAG_MAX) ?? ""}
        />
      ))}
    </div>
  );
}
