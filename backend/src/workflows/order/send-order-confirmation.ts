import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { confirmationRecipient } from "../../commerce/orders/send-order-confirmation"
import { sendOrderEmailWorkflow } from "./send-order-email"

/** Where the confirmation goes, or null when it is not due (reads only). */
const findConfirmationRecipientStep = createStep("find-confirmation-recipient", async (input: { orderId: string }, { container }) => {
  return new StepResponse(await confirmationRecipient(container, input.orderId))
})

/**
 * The order's confirmation e-mail, once: skipped when the order's communications already list
 * one (order.placed subscriber, then the finish-placed-orders job). `sent` is true when it went
 * out now.
 */
export const sendOrderConfirmationWorkflow = createWorkflow("send-order-confirmation", (input: { orderId: string }) => {
  const to = findConfirmationRecipientStep(input)
  when("confirmation-due", { to }, ({ to }) => Boolean(to)).then(() => {
    sendOrderEmailWorkflow.runAsStep({
      input: transform({ input, to }, ({ input, to }) => ({ orderId: input.orderId, template: "order-confirmation" as const, to: to! })),
    })
  })
  return new WorkflowResponse(transform({ to }, ({ to }) => ({ sent: Boolean(to) })))
})
