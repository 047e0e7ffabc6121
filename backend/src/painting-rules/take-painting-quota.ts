/**
 * The painting quotas (issue 18), met by every new painting: the account's paintings waiting
 * or being painted at once (counted in Postgres; the create-painting workflow holds a lock per
 * account around the count and the new record, so parallel requests cannot all slip through),
 * and new paintings per day, per account and per client address (in Redis). Each painting costs
 * seconds of worker CPU. Settings: QUOTA_*PAINTINGS* in config/shop-env.ts. Staff are exempt.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { readQuotaSettings } from "../config/shop-env"
import { ACTIVE_PAINTING_STATUSES } from "./assert-can-paint"
import { findQuotaHolder } from "./find-quota-holder"
import { QuotaExceeded } from "./quota-exceeded"
import { takeQuota, type TakenQuota } from "./take-quota"

const DAY = 24 * 60 * 60

export const PAINTING_QUOTA_MESSAGES = {
  queued: "You have too many paintings being painted. Please wait for your other paintings to finish painting.",
  perDay: "You have asked for too many paintings today. Please try again later.",
  addressPerDay: "Too many paintings have been asked for from your network today. Please try again later.",
}

export type PaintingQuotaInput = { accountId: string; clientAddress?: string }

/** The account's paintings not finished: waiting or being painted (spec section 4's statuses). */
async function countUnfinished(scope: MedusaContainer, customerId: string): Promise<number> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "customer",
    fields: ["paintings.id", "paintings.status"],
    filters: { id: customerId },
  })
  const paintings = (data[0] as { paintings?: ({ status: string } | null)[] } | undefined)?.paintings ?? []
  return paintings.filter((p) => p && ACTIVE_PAINTING_STATUSES.includes(p.status)).length
}

/** Takes one painting from every quota of the account, or throws QuotaExceeded and takes nothing. */
export async function takePaintingQuota(scope: MedusaContainer, input: PaintingQuotaInput): Promise<TakenQuota> {
  const holder = await findQuotaHolder(scope, input.accountId)
  if (!holder || holder.isAdmin) return []
  const env = readQuotaSettings()
  if ((await countUnfinished(scope, holder.customerId)) >= env.QUOTA_PAINTINGS_QUEUED)
    throw new QuotaExceeded(PAINTING_QUOTA_MESSAGES.queued)
  return takeQuota([
    {
      name: "quota-paintings-day",
      points: env.QUOTA_PAINTINGS_PER_DAY,
      duration: DAY,
      key: input.accountId,
      message: PAINTING_QUOTA_MESSAGES.perDay,
    },
    {
      name: "quota-paintings-day-address",
      points: env.QUOTA_ADDRESS_PAINTINGS_PER_DAY,
      duration: DAY,
      key: input.clientAddress,
      message: PAINTING_QUOTA_MESSAGES.addressPerDay,
    },
  ])
}
