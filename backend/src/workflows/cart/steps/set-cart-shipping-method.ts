import type { CreateShippingMethodDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadCart, type LoadedCart } from "../../../commerce/cart/load-cart"
import { taxLinesForNewShippingMethod } from "../../../commerce/cart/shipping-method"
import type { PricedShippingOption } from "../../../commerce/cart/shipping-quote"

type Undo = { added: string | null; removed: string[] }
type ShippingMethodLine = LoadedCart["shipping_methods"][number]

/**
 * The cart's one shipping method set to the option the sync chose, already priced for this cart
 * (shipping-quote.ts), written with its tax lines by Medusa's cart module: what Medusa's
 * addShippingMethodToCartWorkflow writes, without its refresh, which re-reads, re-prices and
 * re-taxes the whole cart (about 200 SQL statements for a new cart). Only for carts without
 * vouchers (the sync runs Medusa's workflow for those). Answers the cart as the write left it
 * (the cart it wrote to with the new method in place of the old ones, or else read once), so
 * the tax plan after it and the cart shown need not read it again. Undone by deleting the new
 * method and restoring the old ones.
 */
export const setCartShippingMethodStep = createStep(
  "set-cart-shipping-method",
  async (input: { cart_id: string; option: PricedShippingOption; cart?: LoadedCart | null }, { container }) => {
    const carts = container.resolve(Modules.CART)
    const cart = input.cart ?? (await loadCart(container, input.cart_id))
    const removed = cart.shipping_methods.map((m) => m.id)
    if (removed.length) await carts.softDeleteShippingMethods(removed)
    const taxLines = await taxLinesForNewShippingMethod(container, cart, input.option)
    const [method] = await carts.addShippingMethods([
      {
        cart_id: cart.id,
        shipping_option_id: input.option.id,
        name: input.option.name,
        amount: input.option.amount,
        is_tax_inclusive: !!input.option.is_tax_inclusive,
        data: {},
        ...(taxLines.length ? { tax_lines: taxLines } : {}),
        // Written by Medusa's own workflow too, though its DTO type does not name it.
      } as CreateShippingMethodDTO,
    ])
    const written = (method as { tax_lines?: NonNullable<ShippingMethodLine["tax_lines"]> }).tax_lines ?? []
    // Without the written tax lines in hand, the cart is read back.
    const after: LoadedCart =
      written.length === taxLines.length
        ? {
            ...cart,
            shipping_methods: [
              {
                id: method.id,
                shipping_option_id: input.option.id,
                amount: Number(input.option.amount),
                name: input.option.name,
                adjustments: [],
                tax_lines: written.map((t) => t && { id: t.id, rate: t.rate, code: t.code, description: t.description }),
              },
            ],
          }
        : await loadCart(container, cart.id)
    return new StepResponse({ method_id: method.id, cart: after }, { added: method.id, removed } satisfies Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const carts = container.resolve(Modules.CART)
    if (undo.added) await carts.deleteShippingMethods([undo.added])
    if (undo.removed.length) await carts.restoreShippingMethods(undo.removed)
  }
)
