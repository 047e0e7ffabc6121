import { parseQuery } from "../../utils/validate"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { STYLE_TAGS } from "../../../cache/cache-tags"
import { requireAdmin } from "../../utils/account-context"
import { sendCachedRead, sendPrivateRead } from "../../utils/public-answer"
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
  const read = async () => {
    const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
    const [styles, count] = await painting.listAndCountStyles(SCOPE_FILTERS[scope], {
      relations: ["layers"],
      order: { order_index: "ASC", created_at: "ASC", id: "ASC" },
      skip: (page - 1) * perPage,
      take: perPage,
    })
    return { styles: styles.map((s) => presentStyle(s as unknown as StyleRecord)), count, page, perPage }
  }
  // Hidden styles are the admin's alone: that answer is never cached.
  if (scope === "all") {
    requireAdmin(req)
    return sendPrivateRead(res, await read())
  }
  await sendCachedRead(
    req,
    res,
    { key: `api:styles:${scope}:${page}:${perPage}`, tags: STYLE_TAGS, query: { scope, page, perPage } },
    read,
    {
      sameForEveryCaller: true,
    }
  )
}
