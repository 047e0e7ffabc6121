/**
 * What the painting widget on the Medusa order page shows: each ordered painting (picture and
 * production image) with its order lines, and the order's fulfilment package with staff links.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { fulfilmentView } from "../../commerce/fulfillment/fulfilment-records"
import { printFileUrl } from "../../commerce/fulfillment/print-file-links"
import { cartStampOf, orderPaintings } from "../../commerce/orders/order-paintings"
import type { OrderRecord } from "../../commerce/orders/order-records"
import { loadPaintingLinks, presentPainting } from "./present-painting"

export const staffPackageUrl = (orderId: string) => `/admin/petshop/orders/${orderId}/fulfillment-package`

export async function presentOrderPaintings(container: MedusaContainer, order: OrderRecord) {
  const [records, view] = await Promise.all([orderPaintings(container, order), fulfilmentView(container, order.id)])
  const links = await loadPaintingLinks(container, records)
  const stamp = cartStampOf(order)
  const pkg = view.fulfillmentPackage
  return {
    orderId: order.id,
    paintings: records.map((p) => {
      const shown = presentPainting(p, { owner: true, clean: true, links: links(p) })
      const lines = stamp.filter((l) => l.painting === p.id)
      const packaged = pkg?.items.filter((i) => i.painting === p.id) ?? []
      return {
        ...shown,
        lines: lines.map((l) => ({
          id: l.id,
          productName: l.productName,
          medium: l.medium,
          frame: l.frame,
          signed: l.signed,
          quantity: l.quantity,
        })),
        // The private print file through a short-lived signed link, one per packaged line.
        printFiles: packaged.map((i) => ({
          itemId: i.id,
          lineId: i.lineId,
          width: i.print.width,
          height: i.print.height,
          dpi: i.print.dpi,
          url: printFileUrl(i.id),
        })),
      }
    }),
    // The zip is served to the admin session; the shop's /api link needs a shop token.
    fulfillmentPackage: pkg ? { ...pkg, downloadUrl: staffPackageUrl(order.id) } : null,
    proofs: view.proofs,
  }
}
