import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type CreateStyleLayerRecordInput = {
  style_id: string
  name: string
  kind?: string
  order_index?: number
  settings?: Record<string, unknown> | null
}

export const createStyleLayerRecordStep = createStep(
  "create-style-layer-record",
  async (input: CreateStyleLayerRecordInput, { container }) => {
    const layer = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createStyleLayers(input)
    return new StepResponse(layer, layer.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deleteStyleLayers(id)
  }
)
