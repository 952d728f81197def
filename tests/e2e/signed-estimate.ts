// A lead's estimate sent and signed by plain form posts, for the specs that start from a signed
// contract (contract-money.spec.ts, payments.spec.ts): the office's path of it and the client's token.
import type { APIRequestContext } from "@playwright/test";
import { simpleParser } from "mailparser";
import { expect } from "./fixtures";
import { origin } from "./office";
import { mailsTo } from "./store";

export const SIGNER = "María Peña Núñez";
/**
 * The business's day (Orlando's, as the office counts days) `days` from today, YYYY-MM-DD: in the
 * evening there, UTC's date is already tomorrow's, and "today" would be a day in the future.
 */
export const inDays = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(Date.now() + days * 86_400_000));
/** The link's token in the newest mail to `email` whose subject matches, once `count` have come. */
export async function mailedToken(email: string, subject: RegExp, path: string, count = 1) {
  const matching = () => mailsTo(email).filter((text) => subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? ""));
  await expect.poll(() => matching().length).toBe(count);
  const mail = await simpleParser(matching().at(-1)!);
  return new RegExp(`/${path}/([\\w-]+)`).exec(mail.text ?? "")![1]!;
}

/** A one-line estimate of $10,000 with a 30 % deposit for the lead, saved as a draft or sent: its office page's path. */
export async function estimateFor(
  request: APIRequestContext,
  leadPath: string,
  intent: "draft" | "send",
  soldAtHome = false,
) {
  const made = await request.post(`${leadPath}/estimates/new`, {
    form: {
      title: "Primary bathroom",
      scope: "Walk-in shower and double vanity.",
      itemDescription: "Bathroom remodel",
      itemQuantity: "1",
      itemUnitPrice: "10,000",
      depositPercent: "30",
      validUntil: inDays(30),
      ...(soldAtHome && { soldAtHome: "yes" }),
      intent,
    },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(303);
  return made.headers().location!.replace(/\?.*/, "");
}

/** A lead with a signed estimate of one $10,000 line and a 30 % deposit: the office's path of the estimate. */
export async function signedEstimate(
  request: APIRequestContext,
  email: string,
  {
    sign = true,
    beforeSigning = async () => {},
    soldAtHome = false,
  }: {
    /** False: sent, not signed. */
    sign?: boolean;
    /** What to do with the client's link before it is signed. */
    beforeSigning?: (token: string) => Promise<void>;
    /** Sold at the client's home: the three-day right to cancel comes with it. */
    soldAtHome?: boolean;
  } = {},
) {
  const entered = await request.post("/office/leads/new", {
    form: { firstName: "María", lastName: "Peña", email, source: "referral", message: "Primary bathroom." },
    maxRedirects: 0,
  });
  expect(entered.status()).toBe(303);
  const leadPath = new URL(entered.headers().location!, origin).pathname;
  const officePath = await estimateFor(request, leadPath, "send", soldAtHome);
  const token = await mailedToken(email, /^Your estimate/, "estimates");
  await beforeSigning(token);
  if (sign) {
    const accepted = await request.post(`/estimates/${token}`, {
      form: { signerName: SIGNER, consent: "yes", intent: "accept" },
      maxRedirects: 0,
    });
    expect(accepted.status()).toBe(303);
  }
  return { officePath, token, leadPath };
}
