import { model } from "@medusajs/framework/utils"
import { AccountActionToken } from "./account-action-token"
import { AccountToken } from "./account-token"

/**
 * The shop's account profile beside a Medusa customer (module link): whether the visitor
 * is still temporary, verified, an admin, banned, and their switches.
 */
export const Account = model
  .define("account", {
    id: model.id({ prefix: "acct" }).primaryKey(),
    is_temp: model.boolean().default(true),
    is_verified: model.boolean().default(false),
    is_admin: model.boolean().default(false),
    show_admin_options: model.boolean().default(false),
    is_banned: model.boolean().default(false),
    cart_reminders: model.boolean().default(true),
    newsletter: model.boolean().default(false),
    name: model.text().nullable(),
    location: model.text().nullable(),
    utm: model.json().nullable(),
    referrer_id: model.text().nullable(),
    /** The whole number in the account's referral link (`/?referrerId=N`); given on registration or first invite. */
    referral_code: model.number().unique().nullable(),
    /** The spec's addresses {shipping, billing, isBillingSameAsShipping}, as last saved by the account. */
    addresses: model.json().nullable(),
    /**
     * The address of a registration whose address already had an account: shown to this
     * account as its (unverified) e-mail so the answer reveals nothing, but never mailed,
     * never a login and never verifiable (issue 17). Null for every honest account.
     */
    unclaimable_email: model.text().nullable(),
    tokens: model.hasMany(() => AccountToken, { mappedBy: "account" }),
    action_tokens: model.hasMany(() => AccountActionToken, { mappedBy: "account" }),
  })
  .cascades({ delete: ["tokens", "action_tokens"] })
