import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomFileName } from "@petshop/painting-module/config"
import type { FileRef, LineManifest } from "../../../commerce/fulfillment/fulfilment-records"
import type { FulfilmentPlan } from "../../../commerce/fulfillment/plan-fulfilment"
import { renderPrintFile, renderProof } from "../../../commerce/fulfillment/print-files"

export type RenderedLine = { lineId: string; paintingId: string; production: FileRef; proof: FileRef; manifest: LineManifest }

/**
 * For each planned line: the print file at the exact print pixels and its proof, stored
 * privately in the File Module. The compensation deletes the files.
 */
export const renderPrintFilesStep = createStep(
  "render-print-files",
  async (plan: FulfilmentPlan, { container }) => {
    const files = container.resolve(Modules.FILE)
    const made: string[] = []
    const lines: RenderedLine[] = []
    try {
      const sources = new Map<string, Buffer>()
      for (const line of plan.lines) {
        let source = sources.get(line.sourceFileId)
        if (!source) {
          source = await files.getAsBuffer(line.sourceFileId)
          sources.set(line.sourceFileId, source)
        }
        const print = await renderPrintFile(source, line.target)
        const printFile = await files.createFiles({
          filename: randomFileName("jpg"),
          mimeType: "image/jpeg",
          content: print.buffer.toString("base64"),
          access: "private",
        })
        made.push(printFile.id)
        const proof = await renderProof(source, line.target, line.frame)
        const proofFile = await files.createFiles({
          filename: randomFileName("jpg"),
          mimeType: "image/jpeg",
          content: proof.buffer.toString("base64"),
          access: "private",
        })
        made.push(proofFile.id)
        lines.push({
          lineId: line.lineId,
          paintingId: line.paintingId,
          production: {
            fileId: printFile.id,
            width: print.width,
            height: print.height,
            dpi: line.target.dpi,
            bytes: print.buffer.length,
            mimeType: "image/jpeg",
          },
          proof: { fileId: proofFile.id, width: proof.width, height: proof.height, bytes: proof.buffer.length, mimeType: "image/jpeg" },
          manifest: { ...line.manifest, pixels: { width: print.width, height: print.height } },
        })
      }
    } catch (err) {
      if (made.length) await files.deleteFiles(made).catch(() => undefined)
      throw err
    }
    return new StepResponse({ lines }, made)
  },
  async (made, { container }) => {
    if (made?.length) await container.resolve(Modules.FILE).deleteFiles(made)
  }
)
