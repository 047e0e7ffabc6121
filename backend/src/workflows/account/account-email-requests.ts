/**
 * Account e-mails go out after the answer (issue 17): a route or workflow emits one
 * `shop.account.email_requested` event, and the subscriber `src/subscribers/account-emails.ts`
 * decides whom to mail and sends it. So the answer does the same work, and takes the same
 * time, whether or not the address has an account.
 */
export const ACCOUNT_EMAIL_REQUESTED = "shop.account.email_requested"

export type AccountEmailRequest =
  /** A registration: the activation link, or for a taken address a note to its owner. */
  | { kind: "registered"; accountId: string }
  /** "Resend activation": a new activation link (nothing for a taken address). */
  | { kind: "activation"; accountId: string }
  /** "Forgot password": a reset link if the address logs in to an open account. */
  | { kind: "password-reset"; email: string }
