/**
 * The paintings an order bought, as they are now: linked ones plus any its cartStamp names
 * whose link is missing; and who gets a bought painting's clean files.
 *
 * Clean files (unwatermarked images, the print file) go to admins and a painting's owner, and
 * to whoever bought a print of it in an order that is not cancelled: a print of one of the
 * shop's showcase (demo) paintings brings its files as a print of one's own painting does,
 * and cancelling the order takes them back. Nobody else sees them.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { PAINTING_FIELDS, type PaintingRecord } from "../../api/utils/present-painting"
import { META, type CartStampItem } from "./order-metadata"
import type { OrderRecord } from "./order-records"

export function cartStampOf(order: OrderRecord): CartStampItem[] {
  const stamp = order.metadata?.[META.cartStamp]
  return Array.isArray(stamp) ? (stamp as CartStampItem[]) : []
}

export async function orderPaintings(container: MedusaContainer, order: OrderRecord): Promise<PaintingRecord[]> {
  const ids = [
    ...new Set([
      ...(order.paintings ?? []).filter(Boolean).map((p) => p!.id),
      ...cartStampOf(order)
        .map((i) => i.painting)
        .filter((id): id is string => Boolean(id)),
    ]),
  ]
  if (!ids.length) return []
  const records = await container.resolve<PaintingModuleService>(PAINTING_MODULE).listPaintings({ id: ids }, { select: PAINTING_FIELDS })
  return records as unknown as PaintingRecord[]
}

type Caller = { customerId: string; isAdmin: boolean }

/** Of an order's paintings, the ids whose clean files this caller (the order's buyer or an admin) gets. */
export async function paintingsWithCleanFiles(
  container: MedusaContainer,
  order: Pick<OrderRecord, "status" | "customer_id">,
  caller: Caller,
  paintingIds: string[]
): Promise<Set<string>> {
  const live = order.status !== "canceled" && order.customer_id === caller.customerId
  if (caller.isAdmin || live || !paintingIds.length) return new Set(caller.isAdmin || live ? paintingIds : [])
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "painting", fields: ["id", "customer.id"], filters: { id: paintingIds } })
  const owned = (data as unknown as { id: string; customer?: { id: string } | null }[]).filter((p) => p.customer?.id === caller.customerId)
  return new Set(owned.map((p) => p.id))
}

/** Whether the customer has a print of the painting in one of their orders that is not cancelled. */
export async function hasBoughtPainting(container: MedusaContainer, customerId: string, paintingId: string): Promise<boolean> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "items.metadata"],
    filters: { customer_id: customerId, status: { $nin: ["canceled", "draft"] } },
  })
  return (data as unknown as { items?: ({ metadata?: Record<string, unknown> | null } | null)[] | null }[]).some((o) =>
    (o.items ?? []).some((i) => i?.metadata?.painting_id === paintingId)
  )
}
