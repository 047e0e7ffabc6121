import { parseQuery } from "../../utils/validate"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../utils/account-context"
import { presentStyle, type StyleRecord } from "../../utils/present-style"
import { listStylesQuery } from "../../validators/style"

// Featured styles are a subset of the public ones: a hidden style is never shown, even if featured.
const SCOPE_FILTERS = {
  isFeatured: { is_public: true, is_featured: true },
  isPublic: { is_public: true },
  all: {},
} as const

/**
 * GET /api/styles?scope=isFeatured|isPublic|all&perPage=12&page=1: styles in the admin's
 * order. `all` includes hidden styles and is for admins only.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { scope, page, perPage } = parseQuery(listStylesQuery, req.query)
  if (scope === "all") requireAdmin(req)
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [styles, count] = await painting.listAndCountStyles(SCOPE_FILTERS[scope], {
    relations: ["layers"],
    order: { order_index: "ASC", created_at: "ASC" },
    skip: (page - 1) * perPage,
    take: perPage,
  })
  res.json({ styles: styles.map((s) => presentStyle(s as unknown as StyleRecord)), count, page, perPage })
}
