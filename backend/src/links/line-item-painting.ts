import { defineLink } from "@medusajs/framework/utils"
import CartModule from "@medusajs/medusa/cart"
import PaintingModule from "@petshop/painting-module"

/** The painting a cart line prints: one painting per line, a painting in many carts. */
export default defineLink(CartModule.linkable.lineItem, { linkable: PaintingModule.linkable.painting })
