// The posts a signed contract's payments card makes (app/lib/office-payments.server.ts answers
// them), and the notice the page shows after each succeeded: shared by the server and the page.
export const paymentNotices = {
  paymentInstructions: "Payment instructions saved: every payment request mails them.",
  requestPayment: "Payment request mailed to the client.",
  recordPayment: "Payment recorded, and the client mailed a receipt.",
  voidPayment: "Payment voided: it no longer counts, and the client was mailed that its receipt is withdrawn.",
  permitIssued: "Permit date saved.",
} as const;
export type PaymentIntent = keyof typeof paymentNotices;
export const isPaymentIntent = (intent: string): intent is PaymentIntent => Object.hasOwn(paymentNotices, intent);
/** Where a refused void's message is kept: by the payment's id, so that payment's form opens with it. */
export const voidErrorKey = (paymentId: string | number) => `voidReason-${paymentId}`;
/** What a refused payment form had typed, to fill it again (the page is a new one without JavaScript). */
export type PaymentTyped = Partial<
  Record<"amount" | "method" | "reference" | "receivedOn" | "instructions" | "link" | "issuedOn", string>
>;
