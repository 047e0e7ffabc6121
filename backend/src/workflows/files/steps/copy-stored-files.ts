import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomFileName } from "@petshop/painting-module/config"
import type { CopyMap, LegacyFile } from "../../../commerce/files/legacy-file-names"

const TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", png: "image/png" }

/**
 * Copies stored files under random names with the access each should have; a file that is
 * already gone is left out (its record keeps the dead link it had). The compensation removes
 * the copies.
 */
export const copyStoredFilesStep = createStep(
  "copy-stored-files",
  async ({ files: wanted }: { files: LegacyFile[] }, { container }) => {
    const files = container.resolve(Modules.FILE)
    const copies: CopyMap = {}
    try {
      for (const file of wanted) {
        if (copies[file.fileId]) continue
        const bytes = await files.getAsBuffer(file.fileId).catch(() => null)
        if (!bytes) continue
        const copy = await files.createFiles({
          filename: randomFileName(file.extension),
          mimeType: TYPES[file.extension] ?? "application/octet-stream",
          content: bytes.toString("base64"),
          access: file.access,
        })
        copies[file.fileId] = { id: copy.id, url: copy.url }
      }
    } catch (err) {
      const made = Object.values(copies).map((c) => c.id)
      if (made.length) await files.deleteFiles(made)
      throw err
    }
    return new StepResponse(
      copies,
      Object.values(copies).map((c) => c.id)
    )
  },
  async (made, { container }) => {
    if (made?.length) await container.resolve(Modules.FILE).deleteFiles(made)
  }
)
