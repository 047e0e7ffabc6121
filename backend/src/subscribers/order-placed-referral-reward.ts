import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rewardReferral } from "../commerce/referral/reward-referral"

/** A referred account's first order: its referrer gets the promised 15% gift voucher (once). */
export default async function referralRewardOnOrderPlaced({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const outcome = await rewardReferral(container, data.id)
  if (outcome.rewarded) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Referral reward ${outcome.code} for account ${outcome.referrerAccountId} (order ${data.id}).`)
  }
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "referral-reward" } }
