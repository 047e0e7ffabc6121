import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type UpdateStyleLayerRecordInput = {
  id: string
  name?: string
  kind?: string
  order_index?: number
  settings?: Record<string, unknown> | null
}

/** Changes the given fields; the compensation puts back what they were. */
export const updateStyleLayerRecordStep = createStep(
  "update-style-layer-record",
  async (input: UpdateStyleLayerRecordInput, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const fields = Object.keys(input) as (keyof UpdateStyleLayerRecordInput)[]
    const before = await painting.retrieveStyleLayer(input.id, { select: fields })
    const previous = Object.fromEntries(fields.map((f) => [f, before[f]])) as UpdateStyleLayerRecordInput
    const layer = await painting.updateStyleLayers(input)
    return new StepResponse(layer, previous)
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<PaintingModuleService>(PAINTING_MODULE).updateStyleLayers(previous)
  }
)
