/**
 * Who is calling: the spec's clients send `Authorization: Token <token>` (the token kept
 * in local storage). The middleware resolves it once per request; routes read it with
 * `currentAccount(req)` or insist on it with `requireAccount(req)`.
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import AccountCustomerLink from "../../links/account-customer"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"
import type { AccountContext } from "../../accounts/account-context"
import { readThroughValue } from "../../cache/read-through"
import { ApiError } from "./api-error"

export type { AccountContext }

const CUSTOMER_TTL_SECONDS = 24 * 3600

type WithAccount = MedusaRequest & { account?: AccountContext }

export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^\s*(?:Token|Bearer)\s+([^\s]+)\s*$/i.exec(header ?? "")
  return match?.[1]
}

/**
 * The account's Medusa customer. The link is made with the account and never moved, so every
 * process shares one answer per account from the cache instead of asking the link on each call.
 */
async function customerOf(scope: MedusaRequest["scope"], accountId: string): Promise<string | null> {
  const entry = { key: `account:customer:${accountId}`, tags: [], ttl: CUSTOMER_TTL_SECONDS }
  return readThroughValue(scope, entry, async () => {
    const query = scope.resolve(ContainerRegistrationKeys.QUERY)
    // The link's own table alone (one statement, not the account read again and then the link).
    const { data } = await query.graph({
      entity: AccountCustomerLink.entryPoint,
      fields: ["customer_id"],
      filters: { account_id: accountId },
    })
    return (data[0] as { customer_id?: string } | undefined)?.customer_id ?? null
  })
}

export async function resolveAccount(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const token = tokenFromHeader(req.headers.authorization)
  if (!token) return next()
  try {
    const accounts = req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const account = await accounts.accountForToken(token)
    if (!account) return next()
    const customerId = await customerOf(req.scope, account.id)
    if (!customerId) return next()
    ;(req as WithAccount).account = {
      id: account.id,
      customerId,
      isTemp: account.is_temp,
      isVerified: account.is_verified,
      isAdmin: account.is_admin,
      isBanned: account.is_banned,
      token,
    }
    next()
  } catch (err) {
    next(err)
  }
}

export function currentAccount(req: MedusaRequest): AccountContext | undefined {
  return (req as WithAccount).account
}

/** The caller's account; 401 without a valid token, and for banned accounts. */
export function requireAccount(req: MedusaRequest): AccountContext {
  const account = currentAccount(req)
  if (!account || account.isBanned) throw ApiError.unauthorized()
  return account
}

export function requireAdmin(req: MedusaRequest): AccountContext {
  const account = requireAccount(req)
  if (!account.isAdmin) throw ApiError.unauthorized()
  return account
}

/** Middleware for admin calls: others get 401 before their body or upload is even read. */
export function adminOnly(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    requireAdmin(req)
    next()
  } catch (err) {
    next(err)
  }
}
