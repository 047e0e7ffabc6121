import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertPackageReplaceable, missingPrintFilesError, planFulfilment } from "../../../commerce/fulfillment/plan-fulfilment"
import type { OrderRecord } from "../../../commerce/orders/order-records"
import { queuePaintingProductionWorkflow } from "../../painting/queue-painting-production"

export type PlanFulfilmentInput = { order: OrderRecord; by: string | null }

/** Refuses (409) an order whose package the print partner already has, before anything else (reads only). */
export const checkPackageReplaceableStep = createStep("check-package-replaceable", async (input: PlanFulfilmentInput, { container }) => {
  await assertPackageReplaceable(container, input.order.id)
  return new StepResponse(undefined)
})

/** What the package will hold, checked (400 with a field): the lines, their print pixels and manifests (reads only). */
export const planFulfilmentStep = createStep("plan-fulfilment", async (input: PlanFulfilmentInput, { container }) => {
  return new StepResponse(await planFulfilment(container, input.order, input.by))
})

/**
 * Paintings without a print file: each one's print file is queued (once per painting), then the
 * package is refused. Each queueing is its own workflow run, not a nested step, so the refusal
 * that follows does not take it back and a later call finds the file made.
 */
export const queueMissingPrintFilesStep = createStep("queue-missing-print-files", async (paintingIds: string[], { container }) => {
  for (const paintingId of paintingIds) {
    await queuePaintingProductionWorkflow(container)
      .run({ input: { paintingId } })
      .catch(() => undefined)
  }
  throw missingPrintFilesError(paintingIds)
})
