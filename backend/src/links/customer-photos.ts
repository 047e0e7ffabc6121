import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import PaintingModule from "@petshop/painting-module"

/** The owner of a photo: many photos to one customer (a temporary account is a guest customer). */
export default defineLink({ linkable: PaintingModule.linkable.photo, isList: true }, CustomerModule.linkable.customer)
