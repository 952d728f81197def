// The posts a signed contract's payments card makes (app/lib/office-payments.server.ts answers
// them), and the notice the page shows after each succeeded: shared by the server and the page.
export const paymentNotices = {
  paymentInstructions: "Payment instructions saved: every payment request mails them.",
  requestPayment: "Payment request mailed to the client.",
  recordPayment: "Payment recorded, and the client mailed a receipt.",
  permitIssued: "Permit date saved.",
} as const;
export type PaymentIntent = keyof typeof paymentNotices;
export const isPaymentIntent = (intent: string): intent is PaymentIntent => Object.hasOwn(paymentNotices, intent);
