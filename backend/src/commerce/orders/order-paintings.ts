/**
 * The paintings an order bought, as they are now: linked ones plus any its cartStamp names
 * whose link is missing; and who gets a bought painting's clean files.
 *
 * Clean files (unwatermarked images, HQ, the print file) go to admins and to whoever bought a
 * print of the painting in an order that is not cancelled: a print of one of the shop's
 * showcase (demo) paintings brings its files as a print of one's own painting does, and
 * cancelling the order takes them back. Nobody else sees them, the painting's owner included
 * until they buy it (issue 18).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { PAINTING_FIELDS, type PaintingRecord } from "../../paintings/painting-record"
import { META, type CartStampItem } from "./order-metadata"
import type { OrderRecord } from "./order-records"

/** The order's cart stamp, or null while the order is not recorded yet. */
function storedCartStamp(order: Pick<OrderRecord, "metadata">): CartStampItem[] | null {
  const stamp = order.metadata?.[META.cartStamp]
  return Array.isArray(stamp) ? (stamp as CartStampItem[]) : null
}

export function cartStampOf(order: OrderRecord): CartStampItem[] {
  return storedCartStamp(order) ?? []
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

/**
 * Of an order's paintings, the ids whose clean files this caller gets: all of them for admins
 * and for the order's buyer while it stands; otherwise those the caller bought in another order
 * that stands. Owning a painting alone brings none (issue 18: watermarked until bought).
 */
export async function paintingsWithCleanFiles(
  container: MedusaContainer,
  order: Pick<OrderRecord, "status" | "customer_id">,
  caller: Caller,
  paintingIds: string[]
): Promise<Set<string>> {
  const live = order.status !== "canceled" && order.customer_id === caller.customerId
  if (caller.isAdmin || live) return new Set(paintingIds)
  return paintingsBoughtBy(container, caller.customerId, paintingIds)
}

type OrderLines = { items?: ({ metadata?: Record<string, unknown> | null } | null)[] | null }
type StampedOrder = Pick<OrderRecord, "id" | "metadata"> & { version?: number | null }

/**
 * Of these paintings, those the customer has a print of in one of their orders that is not cancelled.
 *
 * Asked on every painting page and gallery a signed-in shopper opens, so it reads as little as
 * it can: an order's cart stamp (written when it was recorded) names its paintings and is a
 * column of the order, where its lines take Medusa several tables. Only an order not stamped
 * yet, or changed since (an edit, claim or exchange raises its version), is read from its lines.
 */
export async function paintingsBoughtBy(container: MedusaContainer, customerId: string, paintingIds: string[]): Promise<Set<string>> {
  if (!customerId || !paintingIds.length) return new Set()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "version", "metadata"],
    filters: { customer_id: customerId, status: { $nin: ["canceled", "draft"] } },
  })
  const wanted = new Set(paintingIds)
  const bought = new Set<string>()
  const unstamped: string[] = []
  for (const order of data as unknown as StampedOrder[]) {
    const stamp = (order.version ?? 1) === 1 ? storedCartStamp(order) : null
    if (!stamp) unstamped.push(order.id)
    else for (const item of stamp) if (item?.painting && wanted.has(item.painting)) bought.add(item.painting)
  }
  if (!unstamped.length) return bought
  const { data: lines } = await query.graph({ entity: "order", fields: ["id", "items.metadata"], filters: { id: unstamped } })
  for (const order of lines as unknown as OrderLines[]) {
    for (const item of order.items ?? []) {
      const id = item?.metadata?.painting_id
      if (typeof id === "string" && wanted.has(id)) bought.add(id)
    }
  }
  return bought
}

/** Whether the customer has a print of the painting in one of their orders that is not cancelled. */
export async function hasBoughtPainting(container: MedusaContainer, customerId: string, paintingId: string): Promise<boolean> {
  return (await paintingsBoughtBy(container, customerId, [paintingId])).has(paintingId)
}

/** Who gets a painting's clean files (unwatermarked pictures, HQ, print file): staff and its buyers. */
export async function paintingsWithCleanFilesFor(
  container: MedusaContainer,
  caller: Caller | undefined,
  paintingIds: string[]
): Promise<Set<string>> {
  if (!caller) return new Set()
  if (caller.isAdmin) return new Set(paintingIds)
  return paintingsBoughtBy(container, caller.customerId, paintingIds)
}
