/**
 * A cart ready to pay, built through Medusa's own workflows from the seeded catalogue: a
 * canvas in the region's currency, a shipping address and the cheapest shipping option.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { addShippingMethodToCartWorkflow, createCartWorkflow, listShippingOptionsForCartWorkflow } from "@medusajs/medusa/core-flows"
import { paintingForProduct } from "./orders"

export type ReadyCart = { id: string; total: number; currency_code: string; region_id: string }

export async function readyToPayCart(
  container: MedusaContainer,
  { currency = "usd", quantity = 1, handle = "canvas-16x24", email = "buyer@example.com" } = {}
): Promise<ReadyCart> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const region = (await container.resolve(Modules.REGION).listRegions({ currency_code: currency }, { relations: ["countries"] }))[0]
  if (!region) throw new Error(`No seeded region in ${currency}`)
  const { data: products } = await query.graph({ entity: "product", fields: ["variants.id"], filters: { handle } })
  const variantId = (products as unknown as { variants: { id: string }[] }[])[0]?.variants[0]?.id
  if (!variantId) throw new Error(`No seeded product ${handle}`)
  const country = region.countries![0].iso_2
  // The buyer owns the painting the canvas prints, as the cart rules require.
  const customers = container.resolve(Modules.CUSTOMER)
  const [guest] = await customers.listCustomers({ email, has_account: false })
  const customer = guest ?? (await customers.createCustomers({ email }))
  const painting = await paintingForProduct(container, customer.id, variantId)

  const { result: cart } = await createCartWorkflow(container).run({
    input: {
      region_id: region.id,
      email,
      customer_id: customer.id,
      items: [{ variant_id: variantId, quantity, metadata: { painting_id: painting.id, is_rotated: false } }],
      shipping_address: {
        first_name: "Test",
        last_name: "Buyer",
        address_1: "1 Main Street",
        city: "Springfield",
        postal_code: "80204",
        country_code: country,
        ...(country === "us" ? { province: "us-co" } : {}),
      },
    },
  })
  const { result: options } = await listShippingOptionsForCartWorkflow(container).run({
    input: { cart_id: cart.id, is_return: false },
  })
  const cheapest = [...(options as { id: string; amount: number }[])].sort((a, b) => a.amount - b.amount)[0]
  if (!cheapest) throw new Error(`No shipping option for a cart in ${country}`)
  await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cart.id, options: [{ id: cheapest.id }] } })
  return { ...(await cartTotals(container, cart.id)), region_id: region.id }
}

export async function cartTotals(container: MedusaContainer, cartId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "total", "currency_code", "completed_at"], filters: { id: cartId } })
  const cart = (data as unknown as { id: string; total: number; currency_code: string; completed_at: string | null }[])[0]
  return { id: cart.id, total: Number(cart.total), currency_code: cart.currency_code, completed_at: cart.completed_at }
}

/** The orders linked to a cart: exactly-once means this is 0 or 1 of them, never more. */
export async function ordersForCart(container: MedusaContainer, cartId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return (data as unknown as { order_id: string }[]).map((d) => d.order_id)
}

/** Every order in the database, linked to a cart or not. */
export async function orderCount(container: MedusaContainer): Promise<number> {
  const [, count] = await container.resolve(Modules.ORDER).listAndCountOrders({}, { select: ["id"] })
  return count
}
