import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

type Input = { paintingId: string; tagIds: string[] }

/** Makes a painting's tags exactly `tagIds`; compensation puts the previous set back. */
const replacePaintingTagsStep = createStep(
  "replace-painting-tags",
  async ({ paintingId, tagIds }: Input, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const current = await service.listPaintingTags({ painting_id: paintingId }, { select: ["id", "tag_id"] })
    const removed = current.filter((l) => !tagIds.includes(l.tag_id))
    const added = tagIds.filter((id) => !current.some((l) => l.tag_id === id))
    if (removed.length) await service.deletePaintingTags(removed.map((l) => l.id))
    const created = added.length ? await service.createPaintingTags(added.map((tag_id) => ({ tag_id, painting_id: paintingId }))) : []
    return new StepResponse(tagIds, { paintingId, createdIds: created.map((c) => c.id), removedTagIds: removed.map((l) => l.tag_id) })
  },
  async (data, { container }) => {
    if (!data) return
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    if (data.createdIds.length) await service.deletePaintingTags(data.createdIds)
    if (data.removedTagIds.length) {
      await service.createPaintingTags(data.removedTagIds.map((tag_id) => ({ tag_id, painting_id: data.paintingId })))
    }
  }
)

/** PATCH /api/painting/{uuid} {tags} (admin). */
export const setPaintingTagsWorkflow = createWorkflow("set-painting-tags", (input: Input) => {
  return new WorkflowResponse(replacePaintingTagsStep(input))
})
