import { HONEYPOT_FIELD } from "#common/enquiry.ts";

/**
 * A field people never see or reach (hidden from view, the tab order and assistive technology)
 * but form-filling bots complete; the server refuses any submission that fills it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
