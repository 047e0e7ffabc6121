import type { MedusaContainer } from "@medusajs/framework/types"
import { paintingsWithCleanFilesFor } from "../commerce/orders/order-paintings"
import type { AccountContext } from "../accounts/account-context"

/**
 * Which of these paintings' clean pictures the caller gets (staff, and buyers of an order with
 * the painting that is not cancelled), as the `clean` predicate of presentPaintings.
 */
export async function cleanFilesFor(
  scope: Pick<MedusaContainer, "resolve">,
  account: Pick<AccountContext, "customerId" | "isAdmin"> | undefined,
  paintings: { id: string }[]
): Promise<(p: { id: string }) => boolean> {
  const allowed = await paintingsWithCleanFilesFor(
    scope as MedusaContainer,
    account,
    paintings.map((p) => p.id)
  )
  return (p) => allowed.has(p.id)
}
