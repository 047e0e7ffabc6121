import { parseQuery } from "../../../../utils/validate"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { currentAccount } from "../../../../utils/account-context"
import { PAINTING_FIELDS, presentPaintings, type PaintingRecord } from "../../../../utils/present-painting"
import { findStyle } from "../../../../utils/present-style"
import { stylePaintingsQuery } from "../../../../validators/style"

/**
 * GET /api/style/{id or slug}/paintings?perPage=25&page=1: the style's gallery, newest
 * first: only finished paintings their owners made public, with watermarked images.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { page, perPage } = parseQuery(stylePaintingsQuery, req.query)
  const account = currentAccount(req)
  const style = await findStyle(req.scope, req.params.id, { account })
  const [paintings, count] = await req.scope
    .resolve<PaintingModuleService>(PAINTING_MODULE)
    .listAndCountPaintings(
      { style_id: style.id, is_public: true, status: "complete" },
      { select: PAINTING_FIELDS, order: { created_at: "DESC", id: "DESC" }, skip: (page - 1) * perPage, take: perPage }
    )
  res.json({
    paintings: await presentPaintings(
      req.scope,
      paintings as unknown as PaintingRecord[],
      () => Boolean(account?.isAdmin),
      () => Boolean(account?.isAdmin)
    ),
    count,
    page,
    perPage,
  })
}
