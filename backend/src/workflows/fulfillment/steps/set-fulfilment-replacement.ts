import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { paintingService, type FileRef, type ItemRecord } from "../../../commerce/fulfillment/fulfilment-records"

export type SetReplacementInput = { itemId: string; replacement: FileRef | null }

/** Sets (or clears) a package item's replacement print file; the compensation puts the old one back. */
export const setFulfilmentReplacementStep = createStep(
  "set-fulfilment-replacement",
  async (input: SetReplacementInput, { container }) => {
    const service = paintingService(container)
    const [item] = (await service.listFulfilmentItems({ id: input.itemId }, { take: 1 })) as unknown as ItemRecord[]
    if (!item) throw new Error(`Fulfilment item ${input.itemId} not found`)
    await service.updateFulfilmentItems({ id: item.id, replacement: input.replacement as unknown as Record<string, unknown> | null })
    return new StepResponse({ previousFileId: item.replacement?.fileId ?? null }, { itemId: item.id, previous: item.replacement })
  },
  async (undo, { container }) => {
    if (!undo) return
    await paintingService(container).updateFulfilmentItems({
      id: undo.itemId,
      replacement: undo.previous as unknown as Record<string, unknown> | null,
    })
  }
)
