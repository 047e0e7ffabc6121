import type { MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError } from "../../lib/errors"
import { listProofs, loadPackage } from "../../commerce/fulfillment/fulfilment-records"
import { streamPackageZip } from "../../commerce/fulfillment/zip-package"

/** Answers an order's fulfilment package as a zip download (the shop's admin call and the Medusa admin's link). */
export async function sendPackageZip(container: MedusaContainer, res: MedusaResponse, order: { id: string; display_id?: number | string }) {
  const found = await loadPackage(container, order.id)
  if (!found) throw DomainError.notFound("This order has no fulfilment package yet; prepare it with init-fulfillment.")
  const proofs = await listProofs(container, order.id)
  res.setHeader("content-type", "application/zip")
  res.setHeader("content-disposition", `attachment; filename="order-${order.display_id}-fulfilment.zip"`)
  res.setHeader("cache-control", "no-store")
  await streamPackageZip(container, res, found.pkg, found.items, proofs)
}
