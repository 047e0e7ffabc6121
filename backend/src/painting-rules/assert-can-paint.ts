/**
 * The rules of spec sections 4-6 for starting a painting, checked in this order so the
 * shopper sees the prompt that unblocks them first: a style must be chosen (400), a
 * temporary account must log in (423), an unverified one verify its email (412
 * NOT_VERIFIED), only one painting at a time unless admin (412 PAINTING_IN_PROGRESS),
 * and the photo must be theirs and analysed (404, 412 NOT_ANALYZED while the worker is
 * still at it). A photo whose analysis failed will never be analysed: that is
 * `PhotoNotUsable`, with the worker's reason and a request for another photo.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type FractionBox, type PaintingModuleService } from "@petshop/painting-module"
import type { AccountContext } from "../accounts/account-context"
import { DomainError } from "../lib/errors"
import { composePainting } from "../paintings/compose-painting"

export const ACTIVE_PAINTING_STATUSES = ["idle", "queue", "in-progress"]

export type PaintingRequest = { photoId?: string; styleId?: string; crop?: FractionBox | null }

/** A photo that cannot be painted (its analysis failed): waiting will not help, another photo will. */
export class PhotoNotUsable extends DomainError {
  constructor(readonly reason: string | null) {
    const why = reason?.trim() || "Its analysis failed."
    // The worker's reasons mostly say what to do next; the others get the request here.
    super("unusable", `This photo could not be used. ${why}${/upload/i.test(why) ? "" : " Please upload another photo."}`, {
      field: "photo",
    })
  }
}

/**
 * The photo can be painted: analysed. One whose analysis failed never will be (PhotoNotUsable);
 * one still being analysed is worth waiting for (412 NOT_ANALYZED). Every path that paints a
 * photo (shoppers' and admins') asks this.
 */
export function assertPhotoPaintable(photo: { status: string; failure_reason?: string | null }): void {
  if (photo.status === "failed") throw new PhotoNotUsable(photo.failure_reason ?? null)
  if (photo.status !== "analysed") {
    throw DomainError.notReady("NOT_ANALYZED", "Please wait for your photo to finish analysis.")
  }
}

export async function assertCanPaint(scope: MedusaContainer, account: AccountContext, request: PaintingRequest) {
  if (!request.styleId) throw DomainError.invalid("styleId", "No style selected.")
  if (account.isTemp) throw DomainError.loginRequired("Please log in or sign up to create a painting.")
  if (!account.isVerified) throw DomainError.notReady("NOT_VERIFIED", "Please verify your email address first.")

  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  if (!account.isAdmin) {
    const { data } = await query.graph({
      entity: "customer",
      fields: ["paintings.id", "paintings.status"],
      filters: { id: account.customerId },
    })
    const paintings = ((data[0] as { paintings?: ({ status: string } | null)[] })?.paintings ?? []).filter(Boolean)
    if (paintings.some((p) => ACTIVE_PAINTING_STATUSES.includes(p!.status))) {
      throw DomainError.notReady("PAINTING_IN_PROGRESS", "Please wait for your other painting to finish painting.")
    }
  }

  if (!request.photoId) throw DomainError.invalid("photoId", "Please choose a photo.")
  const { data: photos } = await query.graph({
    entity: "photo",
    fields: ["id", "status", "description", "orientation", "width", "height", "subject", "subjects", "failure_reason", "customer.id"],
    filters: { id: request.photoId },
  })
  const photo = photos[0] as
    | {
        id: string
        status: string
        description: string | null
        orientation: string | null
        width: number | null
        height: number | null
        subject: unknown
        subjects: unknown
        failure_reason: string | null
        customer?: { id: string }
      }
    | undefined
  if (!photo || (!account.isAdmin && photo.customer?.id !== account.customerId)) throw DomainError.notFound("Photo not found.")
  assertPhotoPaintable(photo)
  // A crop chosen in the wizard must frame a shape the shop sells, inside the photo (400 on crop).
  if (request.crop) composePainting(photo, request.crop)

  const painting = scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [style] = await painting.listStyles({ id: request.styleId }, { take: 1 })
  // A hidden style is an admin's work in progress: customers cannot paint it.
  if (!style || (!style.is_public && !account.isAdmin)) throw DomainError.notFound("Style not found.")
  return { photo, style }
}
