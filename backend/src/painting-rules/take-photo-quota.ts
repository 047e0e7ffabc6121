/**
 * The photo quotas (issue 18): photos an account uploads per hour and keeps in all, and per
 * client address per hour and per day. Each photo costs seconds of worker CPU to analyse.
 * Settings: QUOTA_*PHOTOS* in config/shop-env.ts. Staff accounts are exempt.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { readQuotaSettings } from "../config/shop-env"
import { findQuotaHolder } from "./find-quota-holder"
import { QuotaExceeded } from "./quota-exceeded"
import { takeQuota, type TakenQuota } from "./take-quota"

const HOUR = 60 * 60
const DAY = 24 * HOUR

export const PHOTO_QUOTA_MESSAGES = {
  perHour: "You have uploaded too many photos this hour. Please try again later.",
  total: "You have uploaded too many photos. Please delete photos you no longer need before uploading more.",
  addressPerHour: "Too many photos have been uploaded from your network this hour. Please try again later.",
  addressPerDay: "Too many photos have been uploaded from your network today. Please try again later.",
}

export type PhotoQuotaInput = { accountId: string; clientAddress?: string }

/** Takes one photo from every quota of the uploader, or throws QuotaExceeded and takes nothing. */
export async function takePhotoQuota(scope: MedusaContainer, input: PhotoQuotaInput): Promise<TakenQuota> {
  const holder = await findQuotaHolder(scope, input.accountId)
  if (!holder || holder.isAdmin) return []
  const env = readQuotaSettings()

  // The photos kept are counted where they are, so deleting some makes room again.
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "customer",
    fields: ["photos.id"],
    filters: { id: holder.customerId },
  })
  const kept = ((data[0] as { photos?: unknown[] } | undefined)?.photos ?? []).filter(Boolean).length
  if (kept >= env.QUOTA_PHOTOS_TOTAL) throw new QuotaExceeded(PHOTO_QUOTA_MESSAGES.total)

  const address = input.clientAddress
  return takeQuota([
    {
      name: "quota-photos-hour",
      points: env.QUOTA_PHOTOS_PER_HOUR,
      duration: HOUR,
      key: input.accountId,
      message: PHOTO_QUOTA_MESSAGES.perHour,
    },
    {
      name: "quota-photos-hour-address",
      points: env.QUOTA_ADDRESS_PHOTOS_PER_HOUR,
      duration: HOUR,
      key: address,
      message: PHOTO_QUOTA_MESSAGES.addressPerHour,
    },
    {
      name: "quota-photos-day-address",
      points: env.QUOTA_ADDRESS_PHOTOS_PER_DAY,
      duration: DAY,
      key: address,
      message: PHOTO_QUOTA_MESSAGES.addressPerDay,
    },
  ])
}
