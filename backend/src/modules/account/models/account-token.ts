import { model } from "@medusajs/framework/utils"
import { Account } from "./account"

/** A login token. Only its SHA-256 is stored; the token itself is shown once, to its owner. */
export const AccountToken = model.define("account_token", {
  id: model.id({ prefix: "acctok" }).primaryKey(),
  token_hash: model.text().unique(),
  revoked_at: model.dateTime().nullable(),
  last_used_at: model.dateTime().nullable(),
  account: model.belongsTo(() => Account, { mappedBy: "tokens" }),
})
