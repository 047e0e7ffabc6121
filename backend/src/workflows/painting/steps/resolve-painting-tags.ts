import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { resolveTagIds } from "../../../content/painting-tags"

/** The tag ids of ids, slugs or names; an unknown tag refuses the change before anything is written. */
export const resolvePaintingTagsStep = createStep("resolve-painting-tags", async (refs: string[], { container }) => {
  return new StepResponse(await resolveTagIds(container, refs))
})
