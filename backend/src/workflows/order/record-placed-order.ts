import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { mergeOrderMetadataStep } from "./steps/merge-order-metadata"
import { prepareOrderRecordStep } from "./steps/prepare-order-record"

/**
 * What the shop records when an order is placed (or repairs when orders are refreshed): the
 * cart stamp and test flag in the order's metadata, and the order's links to its paintings.
 * Idempotent: a stamp is written once and only missing links are made, so a retried
 * subscriber changes nothing. If linking fails, the metadata written is put back.
 */
export const recordPlacedOrderWorkflow = createWorkflow("record-placed-order", (input: { orderId: string }) => {
  const plan = prepareOrderRecordStep(input)
  const metadataInput = transform({ input, plan }, ({ input, plan }) => ({
    orderId: input.orderId,
    set: plan.set,
    setIfMissing: plan.setIfMissing,
  }))
  const merged = mergeOrderMetadataStep(metadataInput)
  when("link-order-paintings", plan, (p) => p.links.length > 0).then(() => {
    createRemoteLinkStep(transform({ plan }, ({ plan }) => plan.links))
  })
  const linked = transform({ plan }, ({ plan }) => plan.links.length)
  return new WorkflowResponse({ orderId: input.orderId, applied: merged.applied, linked })
})
