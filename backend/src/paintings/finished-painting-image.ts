import type { MedusaContainer } from "@medusajs/framework/types"
import type { AccountContext } from "../accounts/account-context"
import { DomainError } from "../lib/errors"
import { findOwned } from "./find-owned"

/** A finished painting's image set, to show on a style (admins choose any painting). */
export async function finishedPaintingImage(
  scope: Pick<MedusaContainer, "resolve">,
  account: Pick<AccountContext, "customerId" | "isAdmin">,
  paintingId: string
): Promise<Record<string, unknown>> {
  const painting = await findOwned<{ id: string; status: string; image: Record<string, unknown> | null }>(
    scope,
    account,
    "painting",
    paintingId,
    ["id", "status", "image"],
    "Painting not found."
  )
  if (painting.status !== "complete" || !painting.image) {
    throw DomainError.invalid("paintingId", "This painting is not finished yet, so it has no image to use.")
  }
  return painting.image
}
