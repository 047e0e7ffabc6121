/**
 * Every line Medusa's addToCartWorkflow adds (Medusa's /store routes, a script, another
 * workflow) must be a print of a painting the cart's customer may buy, on a product of the
 * painting's shape. /api/cart writes its lines with the shop's own steps and runs the same
 * check as a step (workflows/cart/steps/check-painting-lines.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertPaintingLines } from "../../commerce/cart/cart-rules"

addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  // The workflow has loaded the cart with its customer already (for pricing); ask only when
  // a later Medusa stops loading it.
  const loaded = cart as { customer?: { id?: string | null } | null } | undefined
  const customerId = loaded && "customer" in loaded ? (loaded.customer?.id ?? null) : await customerOfCart(container, input.cart_id)
  await assertPaintingLines(container, customerId, input.items ?? [])
})

async function customerOfCart(container: MedusaContainer, cartId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["customer_id"], filters: { id: cartId } })
  return (data[0] as { customer_id?: string | null } | undefined)?.customer_id ?? null
}
