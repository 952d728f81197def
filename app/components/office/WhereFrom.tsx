import type { LeadOriginShown } from "../../../server/office/sources.ts";

/**
 * Where a lead came from: their answer to "How did you hear about us?", the campaign tags of the
 * page they landed on, and the site that linked to it. Only what is known is listed; a lead
 * entered by hand has the source it was entered with (`enteredAs`) instead.
 */
export function WhereFrom({ origin, enteredAs }: { origin: LeadOriginShown; enteredAs?: string | null | undefined }) {
  const known = (
    [
      ["Heard of us from", origin.heardFrom],
      ["Campaign source (utm_source)", origin.utmSource],
      ["Campaign medium (utm_medium)", origin.utmMedium],
      ["Campaign (utm_campaign)", origin.utmCampaign],
      ["Google Ads click (gclid)", origin.gclid],
      ["Came from the site", origin.referrer],
    ] as const
  ).filter(([, value]) => value);
  return (
    <>
      <h3 className="mt-6 font-semibold">Where they came from</h3>
      {known.length === 0 ? (
        <p className="mt-2 text-muted">
          {enteredAs
            ? `${enteredAs}, as it was entered by hand.`
            : "Not known: they did not say, and came with no campaign tags."}
        </p>
      ) : (
        <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[14rem_1fr]">
          {known.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
