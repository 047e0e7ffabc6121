import { model } from "@medusajs/framework/utils"
import { Account } from "./account"

/**
 * A single-use token sent by e-mail (account activation, password reset). Kept apart from
 * login tokens so that an e-mailed token can never be used as a session. Only its SHA-256
 * is stored; `used_at` makes it single-use and `expires_at` short-lived.
 */
export const AccountActionToken = model.define("account_action_token", {
  id: model.id({ prefix: "acctact" }).primaryKey(),
  purpose: model.enum(["activation", "password_reset"]),
  token_hash: model.text().unique(),
  expires_at: model.dateTime(),
  used_at: model.dateTime().nullable(),
  account: model.belongsTo(() => Account, { mappedBy: "action_tokens" }),
})
