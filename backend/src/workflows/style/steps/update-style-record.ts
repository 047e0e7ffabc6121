import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type UpdateStyleRecordInput = {
  id: string
  provider?: string
  allow_signature?: boolean
  title?: string
  description?: string | null
  prompt?: string
  negative_prompt?: string | null
  /** The style's picture in galleries (an image set). */
  public_image?: Record<string, unknown> | null
  /** Example paintings on the style page; the first three are shown. */
  demo_images?: Record<string, unknown>[] | null
  /** Curation from the Medusa admin's Styles page. */
  is_public?: boolean
  is_featured?: boolean
  order_index?: number
}

/** Changes the given fields; the compensation puts back what they were. */
export const updateStyleRecordStep = createStep(
  "update-style-record",
  async (input: UpdateStyleRecordInput, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const fields = Object.keys(input) as (keyof UpdateStyleRecordInput)[]
    const before = await painting.retrieveStyle(input.id, { select: fields })
    const previous = Object.fromEntries(fields.map((f) => [f, before[f]])) as UpdateStyleRecordInput
    const style = await painting.updateStyles(input as unknown as Parameters<PaintingModuleService["updateStyles"]>[0])
    return new StepResponse(style, previous)
  },
  async (previous, { container }) => {
    if (previous) {
      await container
        .resolve<PaintingModuleService>(PAINTING_MODULE)
        .updateStyles(previous as unknown as Parameters<PaintingModuleService["updateStyles"]>[0])
    }
  }
)
