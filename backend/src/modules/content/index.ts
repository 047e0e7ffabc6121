import { Module } from "@medusajs/framework/utils"
import ContentModuleService from "./service"

/** The container key of the content module: `container.resolve(CONTENT_MODULE)`. */
export const CONTENT_MODULE = "content"

export default Module(CONTENT_MODULE, { service: ContentModuleService })

export { ContentModuleService }
