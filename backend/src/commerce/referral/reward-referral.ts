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
import { findVoucherByCode } from "../promo-codes/find-voucher"

export const REFERRAL_DISCOUNT = 15

export function referralRewardCode(referredAccountId: string, secret = readShopEnv().COOKIE_SECRET): string {
  return `FRIEND-${createHmac("sha256", secret).update(`referral-reward:${referredAccountId}`).digest("hex").slice(0, 10).toUpperCase()}`
}

/** The voucher to make and e-mail (workflows/referral/reward-referrer.ts). */
export type RewardReferrerInput = {
  code: string
  discount: number
  referrerAccountId: string
  referrerEmail: string
  referrerName: string | null
  referredAccountId: string
  orderId: string
}

export type ReferralOutcome = { rewarded: true; code: string; referrerAccountId: string } | { rewarded: false; reason: string }

/** What an order earns its account's referrer: the reward to make and send (workflows/referral), or why none. */
export type ReferralPlan = { reward: RewardReferrerInput; reason: null } | { reward: null; reason: string }

export async function planReferralReward(container: MedusaContainer, orderId: string): Promise<ReferralPlan> {
  const orders = container.resolve(Modules.ORDER)
  const [order] = await orders.listOrders({ id: orderId }, { select: ["id", "customer_id"], take: 1 })
  if (!order?.customer_id) return { reward: null, reason: "no customer" }

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "account.id", "account.referrer_id"],
    filters: { id: order.customer_id },
  })
  const account = (data[0] as { account?: { id: string; referrer_id: string | null } | null } | undefined)?.account
  if (!account?.referrer_id) return { reward: null, reason: "not referred" }
  if (account.referrer_id === account.id) return { reward: null, reason: "self-referral" }

  // Only the account's first order earns the reward.
  const [first] = await orders.listOrders({ customer_id: order.customer_id, is_draft_order: false } as Record<string, unknown>, {
    select: ["id", "created_at"],
    order: { created_at: "ASC" },
    take: 1,
  })
  if (first?.id !== order.id) return { reward: null, reason: "not the first order" }

  const referrer = await findAccountContact(container, account.referrer_id)
  if (!referrer?.email || referrer.isTemp || referrer.isBanned) return { reward: null, reason: "referrer cannot receive it" }

  const code = referralRewardCode(account.id)
  if (await findVoucherByCode(container, code)) return { reward: null, reason: "already rewarded" }
  return {
    reward: {
      code,
      discount: REFERRAL_DISCOUNT,
      referrerAccountId: referrer.id,
      referrerEmail: referrer.email,
      referrerName: referrer.name,
      referredAccountId: account.id,
      orderId: order.id,
    },
    reason: null,
  }
}

/**
 * After a failed reward: a concurrent delivery of the same event made the voucher first
 * (Medusa keeps codes unique), which is the outcome wanted, not an error.
 */
export async function rewardMadeMeanwhile(container: MedusaContainer, orderId: string): Promise<boolean> {
  return (await planReferralReward(container, orderId)).reason === "already rewarded"
}
