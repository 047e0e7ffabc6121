import { Module } from "@medusajs/framework/utils"
import ReviewsModuleService from "./service"

/** The container key of the reviews module: `container.resolve(REVIEWS_MODULE)`. */
export const REVIEWS_MODULE = "reviews"

export default Module(REVIEWS_MODULE, { service: ReviewsModuleService })

export { ReviewsModuleService }
