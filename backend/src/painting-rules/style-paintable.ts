/**
 * Whether a new style can be painted as it is created (spec section 7, POST /api/style; issue 26).
 * The local engine paints a style by the noPost list of its settings: a paint style from its
 * reference artwork, a face-swap style from its template and head region (both measured by the
 * worker right away, or by its first painting), any other style only by the recipe of its engine
 * key. A style that cannot be painted yet starts hidden: an admin gives it post-process steps
 * (or a painting service) and then shows it (the Medusa admin's Painting styles page).
 */
import { STYLE_RECIPES } from "@petshop/painting-module"

export type NewStyle = { type: string; slug: string; engine?: Record<string, unknown> | null }

export function paintableWhenCreated(style: NewStyle): boolean {
  const engine = style.engine ?? {}
  if (style.type === "paint") return Boolean(engine.picture)
  if (style.type === "face-swap") return Boolean(engine.picture && engine.headBox)
  const key = typeof engine.recipe === "string" ? engine.recipe : style.slug
  return Boolean(STYLE_RECIPES[key]?.noPost?.length)
}
