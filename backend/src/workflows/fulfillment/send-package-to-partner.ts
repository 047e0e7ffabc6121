import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { OrderRecord } from "../../commerce/orders/order-records"
import { sendToPrintPartnerWorkflow } from "./send-to-print-partner"
import { checkPartnerAnswerStep } from "./steps/check-partner-answer"
import { checkOrderSendableStep, planPartnerSendStep } from "./steps/plan-partner-send"

/**
 * POST /api/order/{uuid}/send-to-print-partner: the order's package to the print partner
 * exactly once. Under a per-order lock (two clicks or two backend processes queue behind each
 * other, up to a minute) a package that already has a partner order answers it; otherwise
 * the send is nested. A failure releases the lock and undoes the send.
 */
export const sendPackageToPartnerWorkflow = createWorkflow("send-package-to-partner", (order: OrderRecord) => {
  checkOrderSendableStep(order)
  const key = transform({ order }, ({ order }) => `print-partner:${order.id}`)
  acquireLockStep({ key, timeout: 60, ttl: 120 })
  const plan = planPartnerSendStep(order)
  const created = when("send-package", { plan }, ({ plan }) => !plan.alreadySent).then(() =>
    sendToPrintPartnerWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => plan.send!) })
  )
  const outcome = checkPartnerAnswerStep(transform({ plan, created }, ({ plan, created }) => ({ plan, created: created ?? null })))
  releaseLockStep({ key })
  return new WorkflowResponse(outcome)
})
