import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import PaintingModule from "@petshop/painting-module"

/** An order's print-ready package (init-fulfillment); one current package per order. */
export default defineLink(OrderModule.linkable.order, PaintingModule.linkable.fulfilmentPackage)
