import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/**
 * Queues the style sampler for an analysed photo (issue 25). Idempotent: a sampler already
 * waiting is the same job, and styles already sampled are skipped. A photo not analysed yet is
 * sampled when its analysis ends, so nothing is queued for it here.
 */
export const queueStyleSamplesStep = createStep(
  "queue-style-samples",
  async ({ photoId, room }: { photoId: string; room?: string }, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const photo = await painting.retrievePhoto(photoId, { select: ["id", "status"] })
    if (photo.status !== "analysed") return new StepResponse({ queued: false })
    await painting.enqueueStyleSamples(photoId, room)
    return new StepResponse({ queued: true })
  }
)
