/**
 * What init-fulfillment will make for an order, checked before anything is written: each
 * ordered painting line with its painting's production image, the product size in inches,
 * the print pixels at PRINT_DPI, and the line's manifest. Problems are the admin's to fix
 * and answer 400 with a field. Run as the first steps of workflows/fulfillment/init-fulfillment.ts.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError } from "../../lib/errors"
import { printDpi } from "./print-dpi"
import { buildCartStamp } from "../orders/cart-stamp"
import { META, type CartStampItem } from "../orders/order-metadata"
import type { OrderRecord } from "../orders/order-records"
import { queryProducts } from "../products/list-products"
import { productSize } from "../products/product-records"
import type { LineManifest } from "./fulfilment-records"
import { loadPackage, paintingService } from "./fulfilment-records"
import { printPixelsFor, type PrintPixels } from "./print-files"

export type PlannedLine = {
  lineId: string
  paintingId: string
  sourceFileId: string
  target: PrintPixels
  frame: string
  manifest: LineManifest
}

export type FulfilmentPlan = { orderId: string; lines: PlannedLine[]; orderManifest: Record<string, unknown> }

/** The plan, or the paintings whose print file is not made yet (to queue, then refuse). */
export type FulfilmentPlanOutcome = { plan: FulfilmentPlan; missingPrintFiles: [] } | { plan: null; missingPrintFiles: string[] }

/** A package the print partner already has is never replaced: a second one could be sent and printed twice. */
export async function assertPackageReplaceable(container: MedusaContainer, orderId: string): Promise<void> {
  const current = await loadPackage(container, orderId)
  if (current?.pkg.partner_order_id) {
    throw DomainError.conflict(
      `The print partner has this order's package (order ${current.pkg.partner_order_id}); it cannot be prepared again.`,
      "package"
    )
  }
}

/** The refusal once the missing print files are queued: a later call finds them. */
export function missingPrintFilesError(paintingIds: string[]): DomainError {
  return DomainError.invalid(
    "painting",
    `The print file of painting ${paintingIds.join(", ")} is not made yet; it has been queued, try again when it is finished.`
  )
}

const s = (v: unknown) => (typeof v === "string" && v ? v : null)

export function shippingAddressOf(order: OrderRecord): Record<string, string | null> {
  const a = (order.shipping_address ?? {}) as Record<string, unknown>
  return {
    firstName: s(a.first_name),
    lastName: s(a.last_name),
    company: s(a.company),
    address1: s(a.address_1),
    address2: s(a.address_2),
    city: s(a.city),
    state: s(a.province),
    zipCode: s(a.postal_code),
    country: s(a.country_code),
    phoneNumber: s(a.phone),
  }
}

type PaintingRow = { id: string; title: string | null; width: number; height: number; production_image: { fileId?: string } | null }

export async function planFulfilment(container: MedusaContainer, order: OrderRecord, by: string | null): Promise<FulfilmentPlanOutcome> {
  if (order.status === "canceled") throw DomainError.invalid("status", "This order is cancelled.")
  const stored = order.metadata?.[META.cartStamp]
  const stamp = Array.isArray(stored) && stored.length ? (stored as CartStampItem[]) : await buildCartStamp(container, order)
  const lines = stamp.filter((l) => l.painting)
  if (!lines.length) throw DomainError.invalid("items", "This order has no painting to print.")

  const paintingIds = [...new Set(lines.map((l) => l.painting!))]
  const paintings = (await paintingService(container).listPaintings(
    { id: paintingIds },
    { select: ["id", "title", "width", "height", "production_image"], withDeleted: true }
  )) as unknown as PaintingRow[]
  const paintingById = new Map(paintings.map((p) => [p.id, p]))
  const productIds = [...new Set(lines.map((l) => l.product).filter((id): id is string => Boolean(id)))]
  const products = productIds.length ? await queryProducts(container, { id: productIds }) : []
  const productById = new Map(products.map((p) => [p.id, p]))
  const dpi = printDpi()
  const shippingAddress = shippingAddressOf(order)

  const missing: string[] = []
  const planned: PlannedLine[] = []
  for (const line of lines) {
    const painting = paintingById.get(line.painting!)
    if (!painting) throw DomainError.invalid("painting", `The painting ${line.painting} of this order no longer exists.`)
    const fileId = painting.production_image?.fileId
    if (!fileId) {
      missing.push(painting.id)
      continue
    }
    const product = line.product ? productById.get(line.product) : undefined
    const size = product ? productSize(product) : { width: null, height: null }
    if (!product || !size.width || !size.height) {
      throw DomainError.invalid(
        "product",
        `The product of "${line.mediumStamp?.name ?? line.id}" has no print size (width and height in inches).`
      )
    }
    const target = printPixelsFor({ width: size.width, height: size.height }, painting, dpi)
    planned.push({
      lineId: line.id,
      paintingId: painting.id,
      sourceFileId: fileId,
      target,
      frame: line.frame ?? "none",
      manifest: {
        orderId: order.id,
        orderNumber: order.display_id,
        lineId: line.id,
        product: { id: product.id, handle: product.handle ?? null, name: line.productName ?? product.title ?? null },
        medium: line.medium,
        sizeInches: target.sizeInches,
        pixels: { width: target.width, height: target.height },
        dpi,
        frame: line.frame ?? "none",
        signed: Boolean(line.signed),
        quantity: line.quantity,
        isRotated: Boolean(line.isRotated),
        shippingAddress,
        email: order.email,
        painting: { id: painting.id, title: line.paintingStamp?.title ?? painting.title },
      },
    })
  }
  if (missing.length) return { plan: null, missingPrintFiles: missing }
  const plan: FulfilmentPlan = {
    orderId: order.id,
    lines: planned,
    orderManifest: {
      orderId: order.id,
      orderNumber: order.display_id,
      email: order.email,
      dateCreated: new Date(order.created_at).toISOString(),
      shippingAddress,
      preparedAt: new Date().toISOString(),
      preparedBy: by,
      dpi,
      lines: planned.map((l) => l.manifest),
    },
  }
  return { plan, missingPrintFiles: [] }
}
