/**
 * The cart snapshot of an order (spec: Order.cartStamp[]): each line as the shopper bought
 * it, with the painting as it was then (title, images), so later renames or re-paints do
 * not change what the order shows or what is printed.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { loadLineVariant, type LineVariant } from "../cart/load-line-variant"
import { presentMedium } from "../products/present-product"
import { lineSubtotal } from "../money/price-lines"
import { META, type CartStampItem } from "./order-metadata"
import { asNumber, type OrderItemRecord, type OrderRecord } from "./order-records"

const PAINTING_STAMP_FIELDS = ["id", "title", "image", "production_image", "no_watermark_hq", "no_watermark"]

type PaintingStampRecord = {
  id: string
  title: string | null
  image: unknown
  production_image: unknown
  no_watermark_hq: unknown
  no_watermark: unknown
}

export const paintingIdOf = (item: OrderItemRecord): string | null => {
  const id = item.metadata?.painting_id
  return typeof id === "string" && id ? id : null
}

/** Orders paid in test-payment mode or with Stripe test keys (provider ids name "test") or flagged so. */
export function isTestOrder(order: OrderRecord): boolean {
  if (order.metadata?.[META.isTest] === true || order.metadata?.[META.isTest] === "true") return true
  return (order.payment_collections ?? []).some((pc) =>
    [...(pc?.payments ?? []), ...(pc?.payment_sessions ?? [])].some((p) => /test/i.test(p?.provider_id ?? ""))
  )
}

export async function buildCartStamp(container: MedusaContainer, order: OrderRecord): Promise<CartStampItem[]> {
  const items = (order.items ?? []).filter((i): i is OrderItemRecord => Boolean(i))
  const paintingIds = [...new Set(items.map(paintingIdOf).filter((id): id is string => Boolean(id)))]
  const variantIds = [...new Set(items.map((i) => i.variant_id).filter((id): id is string => Boolean(id)))]
  // A medium's name, frame and signature are catalogue facts: the variants come from the shared
  // cache the cart reads them from (no prices needed), not from a read of their products.
  const [paintings, variants] = await Promise.all([
    paintingIds.length
      ? (container
          .resolve<PaintingModuleService>(PAINTING_MODULE)
          .listPaintings({ id: paintingIds }, { select: PAINTING_STAMP_FIELDS, withDeleted: true }) as unknown as Promise<
          PaintingStampRecord[]
        >)
      : [],
    Promise.all(variantIds.map((id) => loadLineVariant(container, id))),
  ])
  const paintingById = new Map(paintings.map((p) => [p.id, p]))
  const variantById = new Map(variants.filter((v): v is LineVariant => Boolean(v)).map((v) => [v.id, v]))

  return items.map((item) => {
    const variant = item.variant_id ? variantById.get(item.variant_id) : undefined
    const product = variant?.product ?? undefined
    const medium = variant && product ? presentMedium(variant, product, order.currency_code) : undefined
    const paintingId = paintingIdOf(item)
    const painting = paintingId ? paintingById.get(paintingId) : undefined
    const mediumName = medium?.name ?? [item.product_title, item.variant_title].filter(Boolean).join(", ")
    const label = item.metadata?.label as { text1?: string; text2?: string } | undefined
    return {
      id: item.id,
      uuid: item.id,
      type: "Painting" as const,
      product: item.product_id,
      productName: item.product_title ?? product?.title ?? null,
      medium: item.variant_id,
      mediumStamp: { name: mediumName },
      productHasFrame: medium ? medium.hasFrame : false,
      frame: medium?.frame ?? "none",
      signed: medium?.signed ?? false,
      quantity: asNumber(item.quantity),
      price: asNumber(item.unit_price),
      total: lineSubtotal(item, order.currency_code),
      painting: paintingId,
      paintingStamp: painting
        ? {
            title: painting.title,
            image: painting.image ?? null,
            productionImage: painting.production_image ?? painting.no_watermark_hq ?? painting.no_watermark ?? null,
          }
        : null,
      paintingRoute: paintingId ? `/artwork/${paintingId}` : null,
      isRotated: item.metadata?.is_rotated === true || item.metadata?.is_rotated === "true",
      label: {
        text1: label?.text1 ?? painting?.title ?? item.title ?? "Pet portrait",
        text2: label?.text2 ?? mediumName,
      },
    }
  })
}

/** The order with what the stamp, the links and the presenters need. */
export async function loadOrder(container: MedusaContainer, orderId: string, fields: string[]): Promise<OrderRecord | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields, filters: { id: orderId } })
  return data[0] as unknown as OrderRecord | undefined
}

/**
 * The order as it is shown: one whose order.placed is not yet recorded (record-placed-order
 * writes the stamp moments after payment) shows the lines the record will stamp, worked out
 * here without writing them, so the order-complete page never lists no paintings.
 */
export async function withCartStamp(container: MedusaContainer, order: OrderRecord): Promise<OrderRecord> {
  if (Array.isArray(order.metadata?.[META.cartStamp])) return order
  return { ...order, metadata: { ...order.metadata, [META.cartStamp]: await buildCartStamp(container, order) } }
}
