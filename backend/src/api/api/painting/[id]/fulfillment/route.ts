import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import archiver from "archiver"
import { hasBoughtPainting } from "../../../../../commerce/orders/order-paintings"
import { requireAccount } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"

type Row = {
  id: string
  title: string | null
  width: number
  height: number
  production_image: { fileId?: string; width?: number; height?: number; dpi?: number; product?: unknown } | null
}

/**
 * GET /api/painting/{uuid}/fulfillment: a zip of the painting's print file and a manifest.
 * For admins, and for whoever has the painting in one of their orders that is not cancelled
 * (the print file is what they paid for): its owner, or the buyer of a print of one of the
 * shop's demo paintings. Others 404, no token 401.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "painting",
    fields: ["id", "title", "width", "height", "production_image"],
    filters: { id: req.params.id },
  })
  const painting = data[0] as unknown as Row | undefined
  if (!painting || !(account.isAdmin || (await hasBoughtPainting(req.scope, account.customerId, painting.id)))) {
    throw ApiError.notFound("Painting not found.")
  }
  const print = painting.production_image
  if (!print?.fileId) throw ApiError.notFound("This painting has no print file yet.")
  const stream = await req.scope.resolve(Modules.FILE).getDownloadStream(print.fileId)
  res.setHeader("content-type", "application/zip")
  res.setHeader("content-disposition", `attachment; filename="painting-${painting.id}.zip"`)
  const zip = archiver("zip")
  const done = new Promise<void>((resolve, reject) => {
    zip.on("error", reject)
    res.on("finish", resolve)
    res.on("close", resolve)
  })
  zip.pipe(res)
  zip.append(
    JSON.stringify(
      {
        painting: { id: painting.id, title: painting.title },
        pixels: { width: print.width ?? null, height: print.height ?? null },
        dpi: print.dpi ?? null,
        product: print.product ?? null,
      },
      null,
      2
    ),
    { name: "manifest.json" }
  )
  zip.append(stream, { name: `${painting.id}-print-${print.width ?? "x"}x${print.height ?? "x"}.jpg`, store: true })
  await zip.finalize()
  await done
}
