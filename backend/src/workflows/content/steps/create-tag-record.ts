import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/** Creates a tag; compensation deletes it. */
export const createTagRecordStep = createStep(
  "create-tag-record",
  async (input: { name: string; slug: string }, { container }) => {
    const tag = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createTags(input)
    return new StepResponse(tag, tag.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deleteTags(id)
  }
)
