// How long the office's payment fields may be: the server's rules (server/payments/rules.ts) refuse
// longer, and the office's boxes (app/components/office/ContractPayments.tsx) stop typing there.
export const PAYMENT_TEXT_MAX = {
  /** A check's number, a transfer's id. */
  reference: 200,
  /** The page where clients pay online. */
  link: 500,
  /** How clients pay, mailed with every request. */
  instructions: 2000,
  /** Why a payment was voided, kept in the lead's history. */
  voidReason: 300,
} as const;
