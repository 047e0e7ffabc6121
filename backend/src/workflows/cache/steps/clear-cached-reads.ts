import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { clearCachedReads } from "../../../cache/read-through"

/**
 * Clears the cached reads a write changes before its workflow answers, so the writer's next read
 * already shows the change. The Caching Module clears them again when the write's events are
 * released (a few ms later, not awaited), which also catches a read that was under way.
 */
export const clearCachedReadsStep = createStep("clear-cached-reads", async (input: { tags: string[] }, { container }) => {
  await clearCachedReads(container, input.tags)
  return new StepResponse(undefined)
})
