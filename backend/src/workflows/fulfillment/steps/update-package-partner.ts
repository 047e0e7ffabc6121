import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { paintingService, type PackageRecord } from "../../../commerce/fulfillment/fulfilment-records"

export type UpdatePackagePartnerInput = {
  packageId: string
  partner?: string
  partnerOrderId?: string
  status: string
  shipments?: unknown[]
  sentAt?: string
}

const FIELDS = ["id", "partner", "partner_order_id", "partner_status", "partner_shipments", "sent_to_partner_at"] as const

/** The partner's order on our package (id, stage, shipments); the compensation restores the previous values. */
export const updatePackagePartnerStep = createStep(
  "update-package-partner",
  async (input: UpdatePackagePartnerInput, { container }) => {
    const service = paintingService(container)
    const [pkg] = (await service.listFulfilmentPackages(
      { id: input.packageId },
      { select: [...FIELDS], take: 1 }
    )) as unknown as PackageRecord[]
    if (!pkg) throw new Error(`Fulfilment package ${input.packageId} not found`)
    const previous = Object.fromEntries(FIELDS.map((f) => [f, pkg[f]]))
    await service.updateFulfilmentPackages({
      id: pkg.id,
      ...(input.partner ? { partner: input.partner } : {}),
      ...(input.partnerOrderId ? { partner_order_id: input.partnerOrderId } : {}),
      partner_status: input.status,
      ...(input.shipments ? { partner_shipments: input.shipments as unknown as Record<string, unknown> } : {}),
      ...(input.sentAt ? { sent_to_partner_at: new Date(input.sentAt) } : {}),
    })
    return new StepResponse({ packageId: pkg.id }, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    await paintingService(container).updateFulfilmentPackages(previous as never)
  }
)
