import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { assertPhotoPaintable } from "../../../../painting-rules/assert-can-paint"
import { requireAdmin } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { clientAddress } from "../../../utils/client-address"
import { startPainting } from "../../../utils/start-painting"
import type { TestPortraitBody } from "../../../validators/painting"

type PhotoRow = {
  id: string
  status: string
  description: string | null
  orientation: string | null
  failure_reason: string | null
  created_at: string | Date
}

/**
 * POST /api/paintings/create-test-portrait {styleId, photoId?} (admin): paints a style on
 * a photo to try it out, the admin's latest analysed photo unless one is named. The
 * painting is marked as a demo, not a customer's. A named photo meets the rule of every
 * painting: 422 when its analysis failed, 412 NOT_ANALYZED while it is being analysed.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: TestPortraitBody }).validatedBody
  const [style] = await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).listStyles({ id: body.styleId })
  if (!style) throw ApiError.notFound("Style not found.")

  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const fields = ["id", "status", "description", "orientation", "failure_reason", "created_at"]
  let photo: PhotoRow | undefined
  if (body.photoId) {
    const { data } = await query.graph({ entity: "photo", fields, filters: { id: body.photoId } })
    photo = data[0] as PhotoRow | undefined
    if (!photo) throw ApiError.notFound("Photo not found.")
  } else {
    const { data } = await query.graph({ entity: "customer", fields: fields.map((f) => `photos.${f}`), filters: { id: admin.customerId } })
    photo = ((data[0] as { photos?: (PhotoRow | null)[] })?.photos ?? [])
      .filter((p): p is PhotoRow => Boolean(p) && p!.status === "analysed")
      .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())[0]
    if (!photo) throw ApiError.badRequest("photoId", "Upload a photo first: test portraits paint your latest photo.")
  }
  assertPhotoPaintable(photo)
  res.status(201).json(await startPainting(req.scope, admin, photo, style, { isDemo: true, clientAddress: clientAddress(req) }))
}
