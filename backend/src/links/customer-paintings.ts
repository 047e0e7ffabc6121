import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import PaintingModule from "@petshop/painting-module"

/** The owner of a painting: many paintings to one customer. */
export default defineLink({ linkable: PaintingModule.linkable.painting, isList: true }, CustomerModule.linkable.customer)
