import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import PaintingModule from "@petshop/painting-module"

/** The paintings an order bought, for fulfilment. */
export default defineLink(OrderModule.linkable.order, { linkable: PaintingModule.linkable.painting, isList: true })
