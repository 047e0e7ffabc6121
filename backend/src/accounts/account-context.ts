/**
 * The account a command acts for: who the caller is and what they may do. The API reads it
 * from the request's token (api/utils/account-context.ts); domain code only takes it.
 */
export type AccountContext = {
  id: string
  customerId: string
  isTemp: boolean
  isVerified: boolean
  isAdmin: boolean
  isBanned: boolean
  token: string
}
