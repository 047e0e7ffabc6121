/**
 * Every line Medusa's addToCartWorkflow adds, from /api/cart or any other door, must be a
 * print of a painting the cart's customer may buy, on a product of the painting's shape.
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertPaintingLines } from "../../commerce/cart/cart-rules"

addToCartWorkflow.hooks.validate(async ({ input }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["customer_id"], filters: { id: input.cart_id } })
  const customerId = (data[0] as { customer_id?: string | null } | undefined)?.customer_id ?? null
  await assertPaintingLines(container, customerId, input.items ?? [])
})
