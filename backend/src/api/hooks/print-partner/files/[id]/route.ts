import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { paintingService, printFileOf, type ItemRecord } from "../../../../../commerce/fulfillment/fulfilment-records"
import { verifyPrintFileLink } from "../../../../../commerce/fulfillment/print-file-links"

/** GET /hooks/print-partner/files/{itemId}?expires&sig: the print file, for the partner's download (signed, expiring link). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  if (!verifyPrintFileLink(req.params.id, req.query.expires, req.query.sig)) {
    res.status(401).json({ message: "This link is not valid or has expired." })
    return
  }
  const [item] = (await paintingService(req.scope).listFulfilmentItems({ id: req.params.id }, { take: 1 })) as unknown as ItemRecord[]
  if (!item) {
    res.status(404).json({ message: "Print file not found." })
    return
  }
  const file = printFileOf(item)
  res.setHeader("content-type", file.mimeType)
  res.setHeader("content-length", String(file.bytes))
  res.setHeader("cache-control", "private, no-store")
  const stream = await req.scope.resolve(Modules.FILE).getDownloadStream(file.fileId)
  await new Promise<void>((resolve, reject) => {
    stream.on("error", reject)
    res.on("finish", resolve)
    res.on("close", resolve)
    stream.pipe(res)
  })
}
