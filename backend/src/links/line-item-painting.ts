import { defineLink } from "@medusajs/framework/utils"
import CartModule from "@medusajs/medusa/cart"
import PaintingModule from "@petshop/painting-module"

/**
 * The painting a cart line prints: one painting per line, and a painting on many lines
 * (several products, several carts, and lines removed and added again).
 */
export default defineLink({ linkable: CartModule.linkable.lineItem, isList: true }, PaintingModule.linkable.painting)
