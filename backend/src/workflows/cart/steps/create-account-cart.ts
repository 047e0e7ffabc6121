import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { NewCartInput } from "../../../commerce/cart/account-cart"

/**
 * An account's new, empty cart, written by Medusa's cart module: what Medusa's createCartWorkflow
 * writes for a cart without items, whose region, sales channel and customer the plan has found
 * already (commerce/cart/account-cart.ts), without its look-ups, its empty tax and promotion
 * passes and its payment refresh (about 100 SQL statements). The shop has no automatic
 * promotions: vouchers are applied by code. Undone by deleting the cart.
 */
export const createAccountCartStep = createStep(
  "create-account-cart",
  async (input: NewCartInput, { container }) => {
    const [cart] = await container.resolve(Modules.CART).createCarts([input])
    return new StepResponse({ id: cart.id }, cart.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve(Modules.CART).deleteCarts([id])
  }
)
