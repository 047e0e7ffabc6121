import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { requireAccount } from "../../utils/account-context"
import { PHOTO_FIELDS, presentPhoto, type PhotoRecord } from "../../utils/present-photo"
import { parseQuery } from "../../utils/validate"
import { listQuery } from "../../validators/photo"

/** GET /api/photos?perPage=50&page=1: the caller's photos, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { page, perPage } = parseQuery(listQuery, req.query)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: PHOTO_FIELDS.map((f) => `photos.${f}`),
    filters: { id: account.customerId },
  })
  const photos = ((data[0] as { photos?: (PhotoRecord | null)[] } | undefined)?.photos ?? [])
    .filter((p): p is PhotoRecord => Boolean(p))
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
  res.json({
    photos: photos.slice((page - 1) * perPage, page * perPage).map(presentPhoto),
    count: photos.length,
    page,
    perPage,
  })
}
