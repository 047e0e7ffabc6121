import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { GALLERY_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import { setPaintingTagsWorkflow } from "../content/set-painting-tags"
import { checkPaintingOwnerStep, type Actor } from "./steps/check-painting-owner"
import { checkPaintingUpdateStep } from "./steps/check-painting-update"
import { resolvePaintingTagsStep } from "./steps/resolve-painting-tags"
import { updatePaintingFieldsStep } from "./steps/update-painting-fields"

export type UpdatePaintingWorkflowInput = {
  paintingId: string
  actor: Actor
  title?: string
  isPublic?: boolean
  isFeatured?: boolean
  /** Tag ids, slugs or names: the painting's whole set. */
  tags?: string[]
}

/**
 * The owner renames a painting; staff also publish, feature and tag it. The rules come first
 * (the painting is the actor's: 404; staff-only fields: 401; unknown tags: 400), so every caller
 * meets them; a failed write puts the tags and fields back.
 */
export const updatePaintingWorkflow = createWorkflow("update-painting", (input: UpdatePaintingWorkflowInput) => {
  const painting = checkPaintingOwnerStep(transform({ input }, ({ input }) => ({ paintingId: input.paintingId, actor: input.actor })))
  checkPaintingUpdateStep(
    transform({ input }, ({ input }) => ({
      actor: input.actor,
      adminFields: input.isPublic !== undefined || input.isFeatured !== undefined || input.tags !== undefined,
    }))
  )
  when("update-painting-tags", input, (i) => i.tags !== undefined).then(() => {
    const tagIds = resolvePaintingTagsStep(transform({ input }, ({ input }) => input.tags ?? []))
    setPaintingTagsWorkflow.runAsStep({
      input: transform({ painting, tagIds }, ({ painting, tagIds }) => ({ paintingId: painting.id, tagIds })),
    })
  })
  const updated = updatePaintingFieldsStep(
    transform({ input, painting }, ({ input, painting }) => ({
      id: painting.id,
      fields: {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.isPublic !== undefined ? { is_public: input.isPublic } : {}),
        ...(input.isFeatured !== undefined ? { is_featured: input.isFeatured } : {}),
      },
    }))
  )
  // The gallery's next read shows the change (its Painting events clear it again).
  clearCachedReadsStep({ tags: GALLERY_TAGS })
  return new WorkflowResponse({ painting: updated })
})
