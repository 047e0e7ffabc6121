import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type CreatePaintingRecordInput = {
  photo_id: string
  style_id: string
  title: string | null
  signature: string | null
  prompt: string | null
  negative_prompt: string | null
  seed: number
  is_demo?: boolean
  width: number
  height: number
}

export const createPaintingRecordStep = createStep(
  "create-painting-record",
  async (input: CreatePaintingRecordInput, { container }) => {
    const painting = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createPaintings({ ...input, status: "idle" })
    return new StepResponse(painting, painting.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deletePaintings(id)
  }
)
