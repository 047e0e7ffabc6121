/**
 * Paintings by id as a viewer may see them: public ones, the viewer's own and, for an admin,
 * any. Shared by the wishlist and the account's painting lists (api/utils/present-visible-paintings.ts
 * presents them, with clean images only for what the viewer bought, and for an admin).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DomainError } from "../lib/errors"
import { PAINTING_FIELDS, type PaintingRecord } from "./painting-record"

export type PaintingViewer = { customerId: string; isAdmin: boolean }

export const PAINTING_NOT_FOUND = "Painting not found."

type Owned = PaintingRecord & { customer?: { id: string } | null }

/** The viewer made this painting. */
export const isOwnPainting = (p: Owned, viewer: PaintingViewer) => Boolean(p.customer?.id && p.customer.id === viewer.customerId)
const maySee = (p: Owned, viewer: PaintingViewer) => viewer.isAdmin || p.is_public || isOwnPainting(p, viewer)

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

/** A painting the viewer may put on a wishlist: public, their own, or any for an admin; else not found. */
export async function findVisiblePainting(
  scope: Pick<MedusaContainer, "resolve">,
  viewer: PaintingViewer,
  id: string
): Promise<PaintingRecord> {
  const [painting] = await loadPaintings(scope, [id])
  if (!painting || !maySee(painting, viewer)) throw DomainError.notFound(PAINTING_NOT_FOUND)
  return painting
}

/** The paintings of `ids` the viewer may see, in the order of `ids` (deleted ones and others' private ones left out). */
export async function visiblePaintings(scope: Pick<MedusaContainer, "resolve">, viewer: PaintingViewer, ids: string[]): Promise<Owned[]> {
  const byId = new Map((await loadPaintings(scope, [...new Set(ids)])).map((p) => [p.id, p]))
  return [...new Set(ids)].map((id) => byId.get(id)).filter((p): p is Owned => Boolean(p) && maySee(p!, viewer))
}
