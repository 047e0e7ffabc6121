import { createHash, randomBytes, randomInt } from "node:crypto"
import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { Account } from "./models/account"
import { AccountActionToken } from "./models/account-action-token"
import { AccountToken } from "./models/account-token"

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

/** 256 random bits, hex: far above the 128 bits a guessable-token attack would need. */
export const newToken = () => randomBytes(32).toString("hex")

export type ActionPurpose = "activation" | "password_reset"

/** Why an e-mailed token was refused, so the caller can say whether to ask for a new one. */
export type ConsumedActionToken = { ok: true; id: string; accountId: string } | { ok: false; reason: "unknown" | "used" | "expired" }

/** What a request needs to know of the account behind its token. */
export type TokenAccount = { id: string; is_temp: boolean; is_verified: boolean; is_admin: boolean; is_banned: boolean }

type SqlManager = { execute: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]> }

export default class AccountModuleService extends MedusaService({ Account, AccountToken, AccountActionToken }) {
  /** Makes a token for an account and returns it; it cannot be read back later. */
  async issueToken(accountId: string): Promise<string> {
    const token = newToken()
    await this.createAccountTokens({ account_id: accountId, token_hash: hashToken(token) })
    return token
  }

  /** The account a token belongs to, or null for an unknown or revoked token. */
  @InjectManager()
  async accountForToken(token: string, @MedusaContext() sharedContext: Context = {}): Promise<TokenAccount | null> {
    if (!/^[0-9a-f]{64}$/.test(token)) return null
    // Every call with a token asks this: one indexed statement, no entities built.
    const manager = sharedContext.manager as unknown as SqlManager
    const [row] = await manager.execute(
      `select a.id, a.is_temp, a.is_verified, a.is_admin, a.is_banned
         from account_token t join account a on a.id = t.account_id
        where t.token_hash = ? and t.revoked_at is null and t.deleted_at is null and a.deleted_at is null
        limit 1`,
      [hashToken(token)]
    )
    if (!row) return null
    return {
      id: String(row.id),
      is_temp: Boolean(row.is_temp),
      is_verified: Boolean(row.is_verified),
      is_admin: Boolean(row.is_admin),
      is_banned: Boolean(row.is_banned),
    }
  }

  async revokeToken(token: string): Promise<void> {
    const [found] = await this.listAccountTokens({ token_hash: hashToken(token), revoked_at: null }, { take: 1 })
    if (found) await this.updateAccountTokens({ id: found.id, revoked_at: new Date() })
  }

  /** Ends every live session of an account (ban, password reset); returns the ids for a compensation. */
  async revokeAccountTokens(accountId: string): Promise<string[]> {
    const live = await this.listAccountTokens({ account_id: accountId, revoked_at: null }, { select: ["id"] })
    if (live.length) {
      const now = new Date()
      await this.updateAccountTokens(live.map((t) => ({ id: t.id, revoked_at: now })))
    }
    return live.map((t) => t.id)
  }

  async reinstateSessionTokens(ids: string[]): Promise<void> {
    if (ids.length) await this.updateAccountTokens(ids.map((id) => ({ id, revoked_at: null })))
  }

  /**
   * A new single-use e-mail token. Earlier unused tokens of the same purpose stop working,
   * so only the newest link in the mailbox is valid; their ids come back for a compensation.
   */
  async issueActionToken(accountId: string, purpose: ActionPurpose, ttlSeconds: number) {
    const earlier = await this.listAccountActionTokens({ account_id: accountId, purpose, used_at: null }, { select: ["id"] })
    const now = new Date()
    if (earlier.length) await this.updateAccountActionTokens(earlier.map((t) => ({ id: t.id, used_at: now })))
    const token = newToken()
    const created = await this.createAccountActionTokens({
      account_id: accountId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + ttlSeconds * 1000),
    })
    return { token, id: created.id, invalidated: earlier.map((t) => t.id) }
  }

  /** Whether an e-mailed token would be accepted now, and if not why; uses nothing up. */
  async checkActionToken(purpose: ActionPurpose, token: string, accountId?: string): Promise<ConsumedActionToken> {
    if (!/^[0-9a-f]{64}$/.test(token)) return { ok: false, reason: "unknown" }
    const [found] = await this.listAccountActionTokens({ token_hash: hashToken(token), purpose }, { take: 1 })
    if (!found || (accountId && found.account_id !== accountId)) return { ok: false, reason: "unknown" }
    if (found.used_at) return { ok: false, reason: "used" }
    if (new Date(found.expires_at).getTime() <= Date.now()) return { ok: false, reason: "expired" }
    return { ok: true, id: found.id, accountId: found.account_id }
  }

  /**
   * Uses an e-mailed token up, in one conditional UPDATE so that two requests racing
   * with the same link cannot both succeed. With `accountId` the token must be that account's.
   */
  @InjectManager()
  async consumeActionToken(
    purpose: ActionPurpose,
    token: string,
    accountId?: string,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<ConsumedActionToken> {
    if (!/^[0-9a-f]{64}$/.test(token)) return { ok: false, reason: "unknown" }
    const manager = sharedContext.manager as unknown as SqlManager
    const rows = await manager.execute(
      `update account_action_token set used_at = now(), updated_at = now()
        where token_hash = ? and purpose = ? and used_at is null and expires_at > now() and deleted_at is null
          and (?::text is null or account_id = ?)
        returning id, account_id`,
      [hashToken(token), purpose, accountId ?? null, accountId ?? null]
    )
    if (rows[0]) return { ok: true, id: String(rows[0].id), accountId: String(rows[0].account_id) }
    return this.checkActionToken(purpose, token, accountId)
  }

  /** Compensation of a use or an invalidation: the tokens work again (until they expire). */
  async reinstateActionTokens(ids: string[]): Promise<void> {
    if (ids.length) await this.updateAccountActionTokens(ids.map((id) => ({ id, used_at: null })))
  }

  /**
   * The account's referral code, given now if it has none: a random whole number, so codes
   * say nothing about how many accounts exist; the unique index settles the rare clash.
   */
  async assignReferralCode(accountId: string): Promise<{ code: number; assigned: boolean }> {
    const account = await this.retrieveAccount(accountId, { select: ["id", "referral_code"] })
    if (account.referral_code != null) return { code: Number(account.referral_code), assigned: false }
    for (let attempt = 0; ; attempt++) {
      const code = randomInt(100_000, 2_000_000_000)
      const [clash] = await this.listAccounts({ referral_code: code }, { select: ["id"], take: 1 })
      if (clash && attempt < 5) continue
      await this.updateAccounts({ id: accountId, referral_code: code })
      return { code, assigned: true }
    }
  }

  async accountForReferralCode(code: number) {
    const [found] = await this.listAccounts({ referral_code: code }, { take: 1 })
    return found ?? null
  }
}
