import { Module } from "@medusajs/framework/utils"
import PrintPartnerService from "./service"

/**
 * The print partner (Prodigi) as a small Medusa module rather than a Fulfillment Module
 * provider: Medusa's fulfilment providers work on its own fulfilments (stock locations,
 * shipping profiles, items picked per fulfilment), while a print partner takes a made-to-order
 * print file and reports stages of the whole order, which the shop keeps as the order's
 * fulfillment {merchantOrderId, isReady, isSent}. See README.md.
 */
export const PRINT_PARTNER_MODULE = "printPartner"

export default Module(PRINT_PARTNER_MODULE, { service: PrintPartnerService })

export { PrintPartnerService }
export * from "./types"
export { printPartnerConfig } from "./config"
