import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import archiver from "archiver"
import { requireAccount } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import { findOwned } from "../../../../utils/find-owned"

type Row = {
  id: string
  title: string | null
  width: number
  height: number
  production_image: { fileId?: string; width?: number; height?: number; dpi?: number; product?: unknown } | null
}

/**
 * GET /api/painting/{uuid}/fulfillment: a zip of the painting's print file and a manifest.
 * For admins, and for its owner once the painting is in one of their orders that is not
 * cancelled (the print file is what they paid for). Others 404, no token 401.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const painting = await findOwned<Row>(
    req,
    account,
    "painting",
    req.params.id,
    ["id", "title", "width", "height", "production_image"],
    "Painting not found."
  )
  if (!account.isAdmin) {
    const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["id", "status", "items.metadata"],
      filters: { customer_id: account.customerId, status: { $nin: ["canceled", "draft"] } },
    })
    const bought = (data as unknown as { items?: ({ metadata?: Record<string, unknown> | null } | null)[] }[]).some((o) =>
      (o.items ?? []).some((i) => i?.metadata?.painting_id === painting.id)
    )
    if (!bought) throw ApiError.notFound("Painting not found.")
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
