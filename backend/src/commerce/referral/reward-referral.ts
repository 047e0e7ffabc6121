/**
 * The referral programme's reward: when an account that came through a referral link
 * places its first order, the referrer gets a single-use 15% gift voucher by e-mail.
 * Exactly once per referred account: the voucher code is derived from the referred
 * account (an HMAC, so it cannot be guessed), and Medusa keeps promotion codes unique, so
 * a redelivered or concurrent order.placed finds the voucher already made and stops.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createHmac } from "node:crypto"
import { findAccountContact } from "../../accounts/account-lookup"
import { readShopEnv } from "../../config/shop-env"
import { rewardReferrerWorkflow } from "../../workflows/referral/reward-referrer"
import { findVoucherByCode } from "../promo-codes/find-voucher"

export const REFERRAL_DISCOUNT = 15

export function referralRewardCode(referredAccountId: string, secret = readShopEnv().COOKIE_SECRET): string {
  return `FRIEND-${createHmac("sha256", secret).update(`referral-reward:${referredAccountId}`).digest("hex").slice(0, 10).toUpperCase()}`
}

export type ReferralOutcome = { rewarded: true; code: string; referrerAccountId: string } | { rewarded: false; reason: string }

export async function rewardReferral(container: MedusaContainer, orderId: string): Promise<ReferralOutcome> {
  const orders = container.resolve(Modules.ORDER)
  const [order] = await orders.listOrders({ id: orderId }, { select: ["id", "customer_id"], take: 1 })
  if (!order?.customer_id) return { rewarded: false, reason: "no customer" }

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "account.id", "account.referrer_id"],
    filters: { id: order.customer_id },
  })
  const account = (data[0] as { account?: { id: string; referrer_id: string | null } | null } | undefined)?.account
  if (!account?.referrer_id) return { rewarded: false, reason: "not referred" }
  if (account.referrer_id === account.id) return { rewarded: false, reason: "self-referral" }

  // Only the account's first order earns the reward.
  const [first] = await orders.listOrders({ customer_id: order.customer_id, is_draft_order: false } as Record<string, unknown>, {
    select: ["id", "created_at"],
    order: { created_at: "ASC" },
    take: 1,
  })
  if (first?.id !== order.id) return { rewarded: false, reason: "not the first order" }

  const referrer = await findAccountContact(container, account.referrer_id)
  if (!referrer?.email || referrer.isTemp || referrer.isBanned) return { rewarded: false, reason: "referrer cannot receive it" }

  const code = referralRewardCode(account.id)
  if (await findVoucherByCode(container, code)) return { rewarded: false, reason: "already rewarded" }
  try {
    await rewardReferrerWorkflow(container).run({
      input: {
        code,
        discount: REFERRAL_DISCOUNT,
        referrerAccountId: referrer.id,
        referrerEmail: referrer.email,
        referrerName: referrer.name,
        referredAccountId: account.id,
        orderId: order.id,
      },
    })
  } catch (err) {
    // A concurrent delivery of the same event made the voucher first (unique code).
    if (await findVoucherByCode(container, code)) return { rewarded: false, reason: "already rewarded" }
    throw err
  }
  return { rewarded: true, code, referrerAccountId: referrer.id }
}
