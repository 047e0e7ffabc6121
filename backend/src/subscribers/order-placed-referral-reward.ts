import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rewardMadeMeanwhile } from "../commerce/referral/reward-referral"
import { rewardReferralWorkflow } from "../workflows/referral/reward-referral"

/** A referred account's first order: its referrer gets the promised 15% gift voucher (once). */
export default async function referralRewardOnOrderPlaced({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  let outcome
  try {
    outcome = (await rewardReferralWorkflow(container).run({ input: { orderId: data.id } })).result
  } catch (err) {
    if (await rewardMadeMeanwhile(container, data.id)) return
    throw err
  }
  if (outcome.rewarded) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Referral reward ${outcome.code} for account ${outcome.referrerAccountId} (order ${data.id}).`)
  }
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "referral-reward" } }
