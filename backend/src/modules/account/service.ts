import { createHash, randomBytes } from "node:crypto"
import { MedusaService } from "@medusajs/framework/utils"
import { Account } from "./models/account"
import { AccountToken } from "./models/account-token"

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

/** 256 random bits, hex: far above the 128 bits a guessable-token attack would need. */
export const newToken = () => randomBytes(32).toString("hex")

export default class AccountModuleService extends MedusaService({ Account, AccountToken }) {
  /** Makes a token for an account and returns it; it cannot be read back later. */
  async issueToken(accountId: string): Promise<string> {
    const token = newToken()
    await this.createAccountTokens({ account_id: accountId, token_hash: hashToken(token) })
    return token
  }

  /** The account a token belongs to, or null for an unknown or revoked token. */
  async accountForToken(token: string) {
    if (!/^[0-9a-f]{64}$/.test(token)) return null
    const [found] = await this.listAccountTokens(
      { token_hash: hashToken(token), revoked_at: null },
      { relations: ["account"], take: 1 }
    )
    return found?.account ?? null
  }

  async revokeToken(token: string): Promise<void> {
    const [found] = await this.listAccountTokens({ token_hash: hashToken(token), revoked_at: null }, { take: 1 })
    if (found) await this.updateAccountTokens({ id: found.id, revoked_at: new Date() })
  }
}
