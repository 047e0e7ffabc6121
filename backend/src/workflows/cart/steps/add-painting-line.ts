import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadCart, type CartLine, type LoadedCart } from "../../../commerce/cart/load-cart"
import { matchingLine, pricePaintingLine, taxLinesForNewLine } from "../../../commerce/cart/painting-line"

export type AddPaintingLineInput = {
  cart_id: string
  /** The cart as just read, when the workflow has it (else read here). */
  cart?: LoadedCart | null
  variant_id: string
  painting_id: string
  is_rotated: boolean
  thumbnail?: string | null
}
export type AddedPaintingLine = {
  line_id: string
  created: boolean
  /** The cart as the write left it, for the sync after it (no second read). */
  cart: LoadedCart
}
type Undo = { created: string | null; restored: { id: string; quantity: number; unit_price: number } | null }

/**
 * One print into the cart by Medusa's cart module (not its addToCartWorkflow, whose refresh
 * re-reads and re-prices the whole cart): priced once in the cart's currency and region; an
 * identical line (same variant, painting and orientation) gets one more, at the price for its
 * new quantity, and a new line is written with its tax lines. Undone by deleting the new line
 * (its tax lines go with it) or restoring the old quantity and price.
 */
export const addPaintingLineStep = createStep(
  "add-painting-line",
  async (input: AddPaintingLineInput, { container }) => {
    const carts = container.resolve(Modules.CART)
    const cart = input.cart ?? (await loadCart(container, input.cart_id))
    const metadata = { painting_id: input.painting_id, is_rotated: input.is_rotated }
    const existing = matchingLine(cart, input.variant_id, metadata)
    const quantity = (existing?.quantity ?? 0) + 1
    const priced = await pricePaintingLine(container, cart, input.variant_id, quantity)
    const unitPrice = Number(priced.data.unit_price)

    if (existing) {
      await carts.updateLineItems([
        {
          id: existing.id,
          quantity,
          unit_price: unitPrice,
          ...(priced.data.compare_at_unit_price !== undefined ? { compare_at_unit_price: priced.data.compare_at_unit_price } : {}),
        },
      ])
      const items = cart.items.map((i) => (i.id === existing.id ? { ...i, quantity, unit_price: unitPrice } : i))
      return new StepResponse<AddedPaintingLine, Undo>(
        { line_id: existing.id, created: false, cart: { ...cart, items } },
        { created: null, restored: { id: existing.id, quantity: existing.quantity, unit_price: existing.unit_price } }
      )
    }

    const taxLines = await taxLinesForNewLine(container, cart, {
      product_id: priced.data.product_id!,
      product_type_id: priced.data.product_type_id,
      quantity: 1,
      unit_price: unitPrice,
    })
    const [created] = await carts.addLineItems([
      {
        ...priced.data,
        quantity: 1,
        metadata,
        ...(input.thumbnail ? { thumbnail: input.thumbnail } : {}),
        ...(taxLines.length ? { tax_lines: taxLines } : {}),
      },
    ])
    const written = (created as { tax_lines?: NonNullable<CartLine["tax_lines"]> }).tax_lines ?? []
    // Without the written tax lines in hand, the sync reads the cart again.
    const known = written.length === taxLines.length
    const line: CartLine = {
      id: created.id,
      created_at: created.created_at ?? new Date(),
      quantity: 1,
      unit_price: unitPrice,
      title: priced.data.title,
      variant_id: input.variant_id,
      product_id: priced.data.product_id!,
      product_type_id: priced.data.product_type_id ?? null,
      metadata,
      adjustments: [],
      tax_lines: written.map((t) => t && { id: t.id, rate: t.rate, code: t.code, description: t.description }),
      variant: priced.variant,
      product: priced.product,
    }
    return new StepResponse<AddedPaintingLine, Undo>(
      { line_id: created.id, created: true, cart: known ? { ...cart, items: [...cart.items, line] } : await loadCart(container, cart.id) },
      { created: created.id, restored: null }
    )
  },
  async (undo, { container }) => {
    if (!undo) return
    const carts = container.resolve(Modules.CART)
    if (undo.created) await carts.deleteLineItems([undo.created])
    if (undo.restored) await carts.updateLineItems([undo.restored])
  }
)
