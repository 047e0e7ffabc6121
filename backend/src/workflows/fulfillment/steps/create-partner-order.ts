import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRINT_PARTNER_MODULE, PrintPartnerError, type PartnerOrderRequest } from "../../../modules/print-partner"
import type { CreatePartnerOrderResult } from "../../../commerce/fulfillment/send-package"
import type PrintPartnerService from "../../../modules/print-partner/service"

export type { CreatePartnerOrderResult }

/**
 * The order at the print partner, keyed by our package id (the partner answers the same order
 * to a repeat). A refusal is returned, not thrown, so the admin reads the partner's words. The
 * compensation cancels an order this step created.
 */
type Undo = { partner: string; orderId: string } | null

export const createPartnerOrderStep = createStep<PartnerOrderRequest, CreatePartnerOrderResult, Undo>(
  "create-print-partner-order",
  async (request: PartnerOrderRequest, { container }) => {
    const service = container.resolve<PrintPartnerService>(PRINT_PARTNER_MODULE)
    try {
      const adapter = service.adapter()
      const created = await adapter.createOrder(request)
      const result: CreatePartnerOrderResult = { ok: true, partner: adapter.name, order: created, outcome: created.outcome }
      return new StepResponse(result, created.outcome === "AlreadyExists" ? null : { partner: adapter.name, orderId: created.id })
    } catch (err) {
      if (!(err instanceof PrintPartnerError)) throw err
      const result: CreatePartnerOrderResult = { ok: false, status: err.status, message: err.message }
      return new StepResponse(result, null)
    }
  },
  async (undo, { container }) => {
    if (!undo) return
    const adapter = container.resolve<PrintPartnerService>(PRINT_PARTNER_MODULE).adapterFor(undo.partner)
    await adapter?.cancelOrder(undo.orderId)
  }
)
