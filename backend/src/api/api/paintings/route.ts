import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { currentAccount, requireAccount, requireAdmin } from "../../utils/account-context"
import { cleanFilesFor } from "../../../paintings/clean-files"
import { PAINTING_FIELDS, presentPaintings, type PaintingRecord } from "../../utils/present-painting"
import { parseQuery } from "../../utils/validate"
import { listPaintingsQuery } from "../../validators/painting"

/**
 * GET /api/paintings?scope&type&styleId&status&page&perPage
 * The home gallery asks for scope isPublic, type image-to-image, 12 per page; My Artworks
 * for scope mine (with styleId); admins may list all.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(listPaintingsQuery, req.query)
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const filters: Record<string, unknown> = {}
  if (q.status) filters.status = q.status
  if (q.scope === "isPublic") Object.assign(filters, { is_public: true, status: "complete" })
  if (q.scope === "isFeatured") Object.assign(filters, { is_featured: true, status: "complete" })
  if (q.scope === "all") requireAdmin(req)

  let styleIds: string[] | undefined
  if (q.type) styleIds = (await painting.listStyles({ type: q.type }, { select: ["id"] })).map((s) => s.id)
  if (q.styleId) styleIds = styleIds ? styleIds.filter((id) => id === q.styleId) : [q.styleId]
  if (styleIds) filters.style_id = styleIds

  if (q.scope === "mine") {
    const account = requireAccount(req)
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "customer", fields: ["paintings.id"], filters: { id: account.customerId } })
    filters.id = ((data[0] as { paintings?: ({ id: string } | null)[] })?.paintings ?? []).filter(Boolean).map((p) => p!.id)
  }

  const [records, count] = await painting.listAndCountPaintings(filters, {
    select: PAINTING_FIELDS,
    order: { created_at: "DESC" },
    skip: (q.page - 1) * q.perPage,
    take: q.perPage,
  })
  const account = currentAccount(req)
  const owner = q.scope === "mine" || Boolean(account?.isAdmin)
  const clean = await cleanFilesFor(req.scope, account, records)
  res.json({
    paintings: await presentPaintings(req.scope, records as unknown as PaintingRecord[], () => owner, clean),
    count,
    page: q.page,
    perPage: q.perPage,
  })
}
