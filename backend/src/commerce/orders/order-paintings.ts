/** The paintings an order bought, as they are now: linked ones plus any its cartStamp names whose link is missing. */
import type { MedusaContainer } from "@medusajs/framework/types"
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
