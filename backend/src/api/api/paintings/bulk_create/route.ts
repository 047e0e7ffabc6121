import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { assertPhotoPaintable } from "../../../../painting-rules/assert-can-paint"
import { requireAdmin } from "../../../utils/account-context"
import { clientAddress } from "../../../utils/client-address"
import { startPainting } from "../../../utils/start-painting"
import type { BulkCreateBody } from "../../../validators/painting"

type PhotoRow = { id: string; status: string; description: string | null; orientation: string | null; failure_reason: string | null }

/** Why a photo cannot be painted now, as POST /api/painting would say it; none when it can. */
function refusal(photo: PhotoRow): string | undefined {
  try {
    assertPhotoPaintable(photo)
    return undefined
  } catch (err) {
    return (err as Error).message
  }
}

/**
 * POST /api/paintings/bulk_create {photosIds, stylesIds} (admin): one painting per photo
 * and style, all queued at once. Photos that cannot be painted (by the rule of every
 * painting: analysis failed, or still analysing) and unknown styles are skipped and listed
 * with the reason, so one bad id does not cancel the batch.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const { photosIds, stylesIds } = (req as MedusaRequest & { validatedBody: BulkCreateBody }).validatedBody
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: photos } = await query.graph({
    entity: "photo",
    fields: ["id", "status", "description", "orientation", "failure_reason"],
    filters: { id: photosIds },
  })
  const styles = await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).listStyles({ id: stylesIds })

  const paintings = []
  const skipped: { photoId: string; styleId: string; reason: string }[] = []
  for (const photoId of photosIds) {
    const photo = (photos as PhotoRow[]).find((p) => p.id === photoId)
    const unusable = photo && refusal(photo)
    for (const styleId of stylesIds) {
      const style = styles.find((s) => s.id === styleId)
      if (!photo) skipped.push({ photoId, styleId, reason: "Photo not found." })
      else if (unusable) skipped.push({ photoId, styleId, reason: unusable })
      else if (!style) skipped.push({ photoId, styleId, reason: "Style not found." })
      else paintings.push(await startPainting(req.scope, admin, photo, style, { clientAddress: clientAddress(req) }))
    }
  }
  res.status(201).json({ paintings, skipped })
}
