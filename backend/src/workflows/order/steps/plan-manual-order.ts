import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planManualOrder } from "../../../commerce/orders/manual-order"
import type { CreateOrderBody } from "../../../commerce/orders/manual-order-input"

export type PlanManualOrderInput = { body: CreateOrderBody; adminAccountId: string }

/** Checks a hand-made order (cart or items, customer, mediums, paintings) and works out what to create (reads only). */
export const planManualOrderStep = createStep("plan-manual-order", async (input: PlanManualOrderInput, { container }) => {
  return new StepResponse(await planManualOrder(container, input.body, input.adminAccountId))
})
