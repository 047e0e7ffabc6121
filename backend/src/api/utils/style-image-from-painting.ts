import type { MedusaRequest } from "@medusajs/framework/http"
import type { AccountContext } from "./account-context"
import { ApiError } from "./api-error"
import { findOwned } from "./find-owned"

/** A finished painting's image set, to show on a style (admins choose any painting). */
export async function finishedPaintingImage(
  req: MedusaRequest,
  account: AccountContext,
  paintingId: string
): Promise<Record<string, unknown>> {
  const painting = await findOwned<{ id: string; status: string; image: Record<string, unknown> | null }>(
    req,
    account,
    "painting",
    paintingId,
    ["id", "status", "image"],
    "Painting not found."
  )
  if (painting.status !== "complete" || !painting.image) {
    throw ApiError.badRequest("paintingId", "This painting is not finished yet, so it has no image to use.")
  }
  return painting.image
}
