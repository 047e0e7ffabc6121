import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTENT_MODULE, type ContentModuleService } from "../../../modules/content"
import { presentStatic, type StaticRecord } from "../../utils/present-content-admin"
import { parseQuery } from "../../utils/validate"
import { pagedQuery } from "../../validators/content-admin"

/** GET /api/statics?page&perPage (admin): the named static assets, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { page, perPage } = parseQuery(pagedQuery, req.query)
  const [statics, count] = await req.scope
    .resolve<ContentModuleService>(CONTENT_MODULE)
    .listAndCountStaticAssets({}, { order: { created_at: "DESC", id: "DESC" }, skip: (page - 1) * perPage, take: perPage })
  res.json({ statics: statics.map((s) => presentStatic(s as unknown as StaticRecord)), count, page, perPage })
}
