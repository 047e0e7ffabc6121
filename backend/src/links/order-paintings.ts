import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import PaintingModule from "@petshop/painting-module"

/**
 * The paintings an order bought, for fulfilment. Many to many: an order has several
 * paintings, and a painting can be bought again in a later order (another size, a reprint).
 */
export default defineLink(
  { linkable: OrderModule.linkable.order, isList: true },
  { linkable: PaintingModule.linkable.painting, isList: true }
)
