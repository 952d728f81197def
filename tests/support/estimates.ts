// A client's lead with a drafted estimate of one $10,000 line and a 30 % deposit, for the
// integration tests that start from a contract (contract-money.test.ts, payments.test.ts).
import { withRows, type TypedEstimate } from "../../server/estimates/estimate-form.ts";
import type { Services } from "../../server/services.ts";

export const OWNER = "owner@saltbox.test";
export const owner = { id: 0, email: OWNER, role: "owner" as const, createdAt: "" };

/** One line of $10,000 and a 30 % deposit, valid until `validUntil`. */
export const bathroom = (validUntil: string): TypedEstimate =>
  withRows(
    {
      title: "Primary bathroom",
      scope: "Walk-in shower and double vanity.",
      rows: [{ description: "Bathroom remodel", quantity: "1", unit: "", unitPrice: "10,000", group: "", kind: "" }],
      taxPercent: "",
      depositPercent: "30",
      depositAmount: "",
      milestones: [],
      validUntil,
    },
    0,
  );

/** Ana Peña's lead with the bathroom estimate as a draft (sold at her home when `soldAtHome`): its id. */
export async function draftedBathroom(services: Services, validUntil: string, soldAtHome = false) {
  const entered = await services.office.enterLead(
    {
      firstName: "Ana",
      lastName: "Peña",
      email: "ana.pena@example.com",
      phone: "",
      source: "referral",
      message: "Bath",
    },
    owner,
  );
  if (!entered.ok) throw new Error("no lead");
  const made = await services.estimates.create(entered.id, { ...bathroom(validUntil), soldAtHome }, owner);
  if (!made.ok) throw new Error("no estimate");
  return made.id;
}
