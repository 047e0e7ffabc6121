import type { MedusaContainer } from "@medusajs/framework/types"
import { cleanFilesFor } from "../../paintings/clean-files"
import { isOwnPainting, visiblePaintings, type PaintingViewer } from "../../paintings/visible-paintings"
import { presentPaintings } from "./present-painting"

/**
 * The paintings of `ids` the viewer may see, presented in the order of `ids`. The account is shown
 * to the owner and admins; clean images for what the viewer bought, and for an admin.
 */
export async function presentVisiblePaintings(scope: Pick<MedusaContainer, "resolve">, viewer: PaintingViewer, ids: string[]) {
  const visible = await visiblePaintings(scope, viewer, ids)
  const clean = await cleanFilesFor(scope, viewer, visible)
  return presentPaintings(scope, visible, (p) => viewer.isAdmin || isOwnPainting(p, viewer), clean)
}
