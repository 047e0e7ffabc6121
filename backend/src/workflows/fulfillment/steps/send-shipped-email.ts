import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PartnerShipment } from "../../../modules/print-partner/types"
import { sendOrderEmailWorkflow } from "../../order/send-order-email"

export type SendShippedEmailInput = { orderId: string; to: string; shipments: PartnerShipment[] }

/**
 * The "order-shipped" e-mail with the tracking numbers. A courtesy: a mail that fails is
 * logged and answered as not sent, and never undoes the order's new status, so it runs its
 * own workflow here rather than nested (whose failure would roll the callback back).
 */
export const sendShippedEmailStep = createStep("send-shipped-email", async (input: SendShippedEmailInput, { container }) => {
  try {
    await sendOrderEmailWorkflow(container as MedusaContainer).run({
      input: {
        orderId: input.orderId,
        template: "order-shipped",
        to: input.to,
        by: null,
        tracking: input.shipments.map((s) => ({ carrier: s.carrier, number: s.trackingNumber, url: s.trackingUrl })),
      },
    })
    return new StepResponse(true)
  } catch (err) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .error(`Order ${input.orderId}: the order-shipped e-mail failed: ${(err as Error).message}`)
    return new StepResponse(false)
  }
})
