import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { presentStyle, type StyleRecord } from "../../../utils/present-style"
import { parseQuery } from "../../../utils/validate"
import { staffStylesQuery } from "../../../validators/admin-petshop"

/** GET /admin/petshop/styles?page&perPage: every style, hidden ones too, in the shop's order. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { page, perPage } = parseQuery(staffStylesQuery, req.query)
  const [styles, count] = await req.scope
    .resolve<PaintingModuleService>(PAINTING_MODULE)
    .listAndCountStyles({}, { order: { order_index: "ASC", created_at: "ASC", id: "ASC" }, skip: (page - 1) * perPage, take: perPage })
  res.json({ styles: styles.map((s) => presentStyle(s as unknown as StyleRecord)), count, page, perPage })
}
