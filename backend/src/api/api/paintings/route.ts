import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AccountContext } from "../../../accounts/account-context"
import { GALLERY_TAGS } from "../../../cache/cache-tags"
import { readThrough } from "../../../cache/read-through"
import { paintingsWithCleanFilesFor } from "../../../commerce/orders/order-paintings"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { currentAccount, requireAccount, requireAdmin } from "../../utils/account-context"
import { cleanFilesFor } from "../../../paintings/clean-files"
import { PAINTING_FIELDS, presentPaintings, type PaintingRecord } from "../../utils/present-painting"
import { sendCachedAnswerPrivately, sendCachedRead, sendPrivateRead } from "../../utils/public-answer"
import { parseQuery } from "../../utils/validate"
import { listPaintingsQuery, type ListPaintingsQuery } from "../../validators/painting"

/**
 * Seconds a gallery page is kept. Short: a painting the worker finishes (another process, which
 * emits no events) joins the public gallery within this; an admin's or owner's change through
 * the API clears it at once (Painting events).
 */
const GALLERY_TTL_SECONDS = 5

/**
 * GET /api/paintings?scope&type&styleId&status&page&perPage
 * The home gallery asks for scope isPublic, type image-to-image, 12 per page; My Artworks
 * for scope mine (with styleId); admins may list all. The public scopes are the same page for
 * everyone who bought none of its paintings: served from the shared cache (issue 21).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(listPaintingsQuery, req.query)
  if (q.scope === "all") requireAdmin(req)
  const account = currentAccount(req)
  if ((q.scope !== "isPublic" && q.scope !== "isFeatured") || account?.isAdmin) {
    res.json(await listPaintingsPage(req, q, account))
    return
  }
  const entry = { key: `api:paintings:${JSON.stringify(q)}`, tags: GALLERY_TAGS, ttl: GALLERY_TTL_SECONDS, query: q }
  const anonymousPage = () => listPaintingsPage(req, q, undefined)
  if (!account) return sendCachedRead(req, res, entry, anonymousPage)
  const shared = await readThrough(req.scope, entry, anonymousPage)
  const ids = (JSON.parse(shared.json) as { paintings: { id: string }[] }).paintings.map((p) => p.id)
  // A buyer of one of these paintings gets its clean pictures: their own page, never cached.
  if ((await paintingsWithCleanFilesFor(req.scope, account, ids)).size) sendPrivateRead(res, await listPaintingsPage(req, q, account))
  else sendCachedAnswerPrivately(res, shared)
}

async function listPaintingsPage(req: MedusaRequest, q: ListPaintingsQuery, account: AccountContext | undefined) {
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const filters: Record<string, unknown> = {}
  if (q.status) filters.status = q.status
  if (q.scope === "isPublic") Object.assign(filters, { is_public: true, status: "complete" })
  if (q.scope === "isFeatured") Object.assign(filters, { is_featured: true, status: "complete" })

  let styleIds: string[] | undefined
  if (q.type) styleIds = (await painting.listStyles({ type: q.type }, { select: ["id"] })).map((s) => s.id)
  if (q.styleId) styleIds = styleIds ? styleIds.filter((id) => id === q.styleId) : [q.styleId]
  if (styleIds) filters.style_id = styleIds

  if (q.scope === "mine") {
    const owner = requireAccount(req)
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "customer", fields: ["paintings.id"], filters: { id: owner.customerId } })
    filters.id = ((data[0] as { paintings?: ({ id: string } | null)[] })?.paintings ?? []).filter(Boolean).map((p) => p!.id)
  }

  const [records, count] = await painting.listAndCountPaintings(filters, {
    select: PAINTING_FIELDS,
    order: { created_at: "DESC", id: "DESC" },
    skip: (q.page - 1) * q.perPage,
    take: q.perPage,
  })
  const owner = q.scope === "mine" || Boolean(account?.isAdmin)
  const clean = await cleanFilesFor(req.scope, account, records)
  return {
    paintings: await presentPaintings(req.scope, records as unknown as PaintingRecord[], () => owner, clean),
    count,
    page: q.page,
    perPage: q.perPage,
  }
}
