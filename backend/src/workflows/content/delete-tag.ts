import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/** Soft-deletes a tag and its painting links; compensation restores both. */
const softDeleteTagStep = createStep(
  "soft-delete-tag",
  async ({ id }: { id: string }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const links = await service.listPaintingTags({ tag_id: id }, { select: ["id"] })
    if (links.length) await service.softDeletePaintingTags(links.map((l) => l.id))
    await service.softDeleteTags(id)
    return new StepResponse(id, { id, linkIds: links.map((l) => l.id) })
  },
  async (data, { container }) => {
    if (!data) return
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    await service.restoreTags(data.id)
    if (data.linkIds.length) await service.restorePaintingTags(data.linkIds)
  }
)

export const deleteTagWorkflow = createWorkflow("delete-tag", (input: { id: string }) => {
  return new WorkflowResponse(softDeleteTagStep(input))
})
