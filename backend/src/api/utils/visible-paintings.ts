/**
 * Paintings by id as a viewer may see them: public ones, the viewer's own and, for an admin,
 * any; clean images only for what the viewer bought, and for an admin. Shared by the wishlist and the account's painting lists.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ApiError } from "./api-error"
import { cleanFilesFor } from "./clean-files"
import { PAINTING_FIELDS, presentPaintings, type PaintingRecord } from "./present-painting"

export type PaintingViewer = { customerId: string; isAdmin: boolean }

export const PAINTING_NOT_FOUND = "Painting not found."

type Owned = PaintingRecord & { customer?: { id: string } | null }

const isOwn = (p: Owned, viewer: PaintingViewer) => Boolean(p.customer?.id && p.customer.id === viewer.customerId)
const maySee = (p: Owned, viewer: PaintingViewer) => viewer.isAdmin || p.is_public || isOwn(p, viewer)

async function loadPaintings(scope: Pick<MedusaContainer, "resolve">, ids: string[]): Promise<Owned[]> {
  if (!ids.length) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "painting",
    fields: [...PAINTING_FIELDS, "customer.id"],
    filters: { id: ids },
  })
  return data as unknown as Owned[]
}

/** A painting the viewer may put on a wishlist: public, their own, or any for an admin; else 404. */
export async function findVisiblePainting(
  scope: Pick<MedusaContainer, "resolve">,
  viewer: PaintingViewer,
  id: string
): Promise<PaintingRecord> {
  const [painting] = await loadPaintings(scope, [id])
  if (!painting || !maySee(painting, viewer)) throw ApiError.notFound(PAINTING_NOT_FOUND)
  return painting
}

/**
 * The paintings of `ids` the viewer may see, presented in the order of `ids` (deleted ones
 * and others' private ones left out). Clean images for what the viewer bought, and for an admin.
 */
export async function presentVisiblePaintings(scope: Pick<MedusaContainer, "resolve">, viewer: PaintingViewer, ids: string[]) {
  const byId = new Map((await loadPaintings(scope, [...new Set(ids)])).map((p) => [p.id, p]))
  const visible = [...new Set(ids)].map((id) => byId.get(id)).filter((p): p is Owned => Boolean(p) && maySee(p!, viewer))
  const clean = await cleanFilesFor(scope, viewer, visible)
  return presentPaintings(scope, visible, (p) => viewer.isAdmin || isOwn(p, viewer), clean)
}
