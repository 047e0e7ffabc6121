/** The print partner's order request for a package, from its manifests; bad addresses are the admin's to fix (400). */
import { MedusaError } from "@medusajs/framework/utils"
import { DomainError } from "../../lib/errors"
import { prodigiProductFor } from "../../modules/print-partner/skus"
import type { PartnerOrderRequest } from "../../modules/print-partner/types"
import { isTestOrder } from "../orders/cart-stamp"
import type { OrderRecord } from "../orders/order-records"
import type { ItemRecord, PackageRecord } from "./fulfilment-records"
import { callbackUrlFor, printFileUrl } from "./print-file-links"
import { shippingAddressOf } from "./plan-fulfilment"

/**
 * A test order (paid on the test-payment page, or labelled `is_test`) was never paid for: its
 * fulfilment stops here, with the reason, instead of a print partner printing and shipping it.
 */
export function assertNotTestOrder(order: OrderRecord): void {
  if (isTestOrder(order)) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Order #${order.display_id} is a test order (paid on the test-payment page; no card was charged): it is never sent to the print partner.`
    )
  }
}

export function partnerOrderRequest(order: OrderRecord, pkg: PackageRecord, items: ItemRecord[], partner: string): PartnerOrderRequest {
  assertNotTestOrder(order)
  const a = shippingAddressOf(order)
  const name = [a.firstName, a.lastName].filter(Boolean).join(" ")
  if (!name) throw DomainError.invalid("shippingAddress", "The order's shipping address has no name.")
  if (!a.address1 || !a.city || !a.zipCode || !a.country) {
    throw DomainError.invalid("shippingAddress", "The order's shipping address needs a street, city, zip code and country.")
  }
  if (!items.length) throw DomainError.invalid("package", "The package has nothing to print; prepare it again (init-fulfillment).")
  const state = a.state ? a.state.replace(/^[a-z]{2}-/i, "").toUpperCase() : null
  return {
    merchantReference: order.id,
    idempotencyKey: pkg.id,
    callbackUrl: callbackUrlFor(partner),
    recipient: {
      name,
      email: order.email,
      phoneNumber: a.phoneNumber,
      address: {
        line1: a.address1,
        line2: a.address2,
        postalOrZipCode: a.zipCode,
        countryCode: a.country.toUpperCase(),
        townOrCity: a.city,
        stateOrCounty: state,
      },
    },
    items: items.map((item) => {
      const m = item.manifest
      const product = prodigiProductFor({
        productHandle: m.product.handle,
        widthIn: m.sizeInches.width,
        heightIn: m.sizeInches.height,
        frame: m.frame,
      })
      return {
        merchantReference: item.line_id,
        sku: product.sku,
        copies: m.quantity,
        attributes: product.attributes,
        assetUrl: printFileUrl(item.id),
      }
    }),
    metadata: { orderNumber: String(order.display_id), packageId: pkg.id },
  }
}
