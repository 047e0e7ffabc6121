import { Module } from "@medusajs/framework/utils"
import WishlistsModuleService from "./service"

/** The container key of the wishlists module: `container.resolve(WISHLISTS_MODULE)`. */
export const WISHLISTS_MODULE = "wishlists"

export default Module(WISHLISTS_MODULE, { service: WishlistsModuleService })

export { WishlistsModuleService }
