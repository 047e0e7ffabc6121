import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { makePlaceholder } from "@petshop/painting-module/photo"
import { fileIdOfUrl } from "../../../commerce/files/legacy-file-names"

/**
 * Each picture's placeholder, made from its stored file (the smallest size the set names), by
 * the picture's URL. A file that is missing or cannot be decoded gets none: its box keeps the
 * plain ground, as before. Writes nothing.
 */
export const makeImagePlaceholdersStep = createStep("make-image-placeholders", async ({ urls }: { urls: string[] }, { container }) => {
  const files = container.resolve(Modules.FILE)
  const placeholders: Record<string, string> = {}
  for (const url of urls) {
    const fileId = fileIdOfUrl(url)
    const bytes = fileId ? await files.getAsBuffer(fileId).catch(() => null) : null
    const placeholder = bytes ? await makePlaceholder(bytes).catch(() => null) : null
    if (placeholder) placeholders[url] = placeholder
  }
  return new StepResponse(placeholders)
})
