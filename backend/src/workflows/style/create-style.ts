import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { enqueueTaskStep } from "../task/steps/enqueue-task"
import { createStylePictureTaskStep } from "./steps/create-style-picture-task"
import { createStyleRecordStep, type CreateStyleRecordInput } from "./steps/create-style-record"
import { storeStyleImageStep, type StoredStyleImage, type StoreStyleImageInput } from "./steps/store-style-image"

export type CreateStyleWorkflowInput = {
  style: Omit<CreateStyleRecordInput, "public_image">
  image?: StoreStyleImageInput["image"]
}

/**
 * A new style: its reference image stored first (paint and face-swap styles), then the record
 * with a free slug, then (paint and face-swap styles with a picture) the worker's job that
 * measures the picture, queued last. If a step fails, what the earlier ones made is removed.
 */
export const createStyleWorkflow = createWorkflow("create-style", (input: CreateStyleWorkflowInput) => {
  const image = storeStyleImageStep(transform({ input }, ({ input }) => ({ image: input.image ?? null })))
  const style = createStyleRecordStep(
    transform({ input, image }, ({ input, image }) => {
      const stored = image as StoredStyleImage
      const paintsFromIt = stored && (input.style.type === "paint" || input.style.type === "face-swap")
      return {
        ...input.style,
        public_image: stored as Record<string, unknown> | null,
        // The picture the style paints from, apart from its public picture (an admin may make a
        // finished painting the public picture later; the reference or template stays).
        engine: paintsFromIt
          ? { ...(input.style.engine ?? {}), picture: { fileId: stored.fileId, width: stored.width, height: stored.height } }
          : (input.style.engine ?? null),
      }
    })
  )
  const measured = transform({ style }, ({ style }) => {
    const engine = (style as { engine?: { picture?: unknown } | null }).engine
    return { styleId: (style as { id: string }).id, fromPicture: Boolean(engine?.picture) }
  })
  when("measure-style-picture", { measured }, ({ measured }) => measured.fromPicture).then(() => {
    const task = createStylePictureTaskStep(transform({ measured }, ({ measured }) => ({ styleId: measured.styleId })))
    enqueueTaskStep(
      transform({ task }, ({ task }) => ({
        task: { id: task.id, type: "photo" as const, subject_id: task.subject_id },
        variant: "style-picture" as const,
      }))
    )
  })
  return new WorkflowResponse({ style })
})
