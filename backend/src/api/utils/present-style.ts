/**
 * The spec's Style shape (section 3) and the lookups the style routes share.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { ImageSet, Picture, PostProcessSettings, Style, StyleLayer, StyleType } from "@petshop/contract"
import type { AccountContext } from "./account-context"
import { ApiError } from "./api-error"

export type StyleLayerRecord = {
  id: string
  name: string
  kind: string
  order_index: number
  settings: unknown
  image: unknown
  style_id?: string | null
  style?: { id: string } | null
}

export type StyleRecord = {
  id: string
  type: string
  title: string
  slug: string
  description: string | null
  provider: string
  allow_signature: boolean
  is_public: boolean
  is_featured: boolean
  is_first: boolean
  prompt: string
  negative_prompt: string | null
  public_image: unknown
  demo_images: unknown
  order_index: number
  layers?: (StyleLayerRecord | null)[] | null
}

export type PostProcessSettingsRecord = {
  id: string
  is_default: boolean
  settings: unknown
  history: unknown
  style_id?: string | null
}

export const STYLE_NOT_FOUND = "Style not found."

/**
 * The storefront page of a style, the one route of a style everywhere (the style's `route`, its
 * paintings' `routes.style`): a shown style's own page /pet-portrait/{slug} (slugs follow the
 * spec's rule, so odd characters are escaped here), a hidden one's /styles/{id} (the storefront's
 * page that shows it to admins).
 */
export const styleRoute = (style: { id: string; slug: string; is_public: boolean }) =>
  style.is_public ? `/pet-portrait/${encodeURIComponent(style.slug)}` : `/styles/${style.id}`

export function presentStyleLayer(layer: StyleLayerRecord): StyleLayer {
  return {
    id: layer.id,
    uuid: layer.id,
    styleId: layer.style_id ?? layer.style?.id ?? null,
    name: layer.name,
    kind: layer.kind,
    orderIndex: layer.order_index,
    settings: layer.settings ?? null,
    image: layer.image ?? null,
  }
}

/** The stored image keeps its file id for clean-up; callers see only what they can show. */
function presentImage(image: unknown) {
  if (!image || typeof image !== "object") return image ?? null
  const { fileId: _fileId, ...shown } = image as Record<string, unknown>
  return shown
}

export function presentStyle(style: StyleRecord): Style {
  const layers = (style.layers ?? []).filter((l): l is StyleLayerRecord => Boolean(l)).sort((a, b) => a.order_index - b.order_index)
  return {
    id: style.id,
    uuid: style.id,
    type: style.type as StyleType,
    allowSignature: style.allow_signature,
    provider: style.provider,
    title: style.title,
    slug: style.slug,
    description: style.description,
    isPublic: style.is_public,
    isFeatured: style.is_featured,
    isFirst: style.is_first,
    publicImage: presentImage(style.public_image) as ImageSet | null,
    demoImages: (style.demo_images ?? []) as Picture[],
    prompt: style.prompt,
    negativePrompt: style.negative_prompt,
    orderIndex: style.order_index,
    layers: layers.map(presentStyleLayer),
    route: styleRoute(style),
  }
}

export function presentPostProcessSettings(record: PostProcessSettingsRecord): PostProcessSettings {
  return {
    id: record.id,
    uuid: record.id,
    styleId: record.style_id ?? null,
    isDefault: record.is_default,
    settings: record.settings,
    history: record.history ?? [],
  }
}

/**
 * A style by id or slug (the storefront links by slug). Hidden styles are only found for
 * admins, so their drafts do not leak; soft-deleted ones are never found.
 */
export async function findStyle(
  scope: MedusaContainer,
  idOrSlug: string,
  opts: { account?: AccountContext; relations?: string[] } = {}
): Promise<StyleRecord> {
  const painting = scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const config = { take: 1, relations: opts.relations ?? [] }
  let [style] = await painting.listStyles({ id: idOrSlug }, config)
  if (!style) [style] = await painting.listStyles({ slug: idOrSlug }, config)
  if (!style || (!style.is_public && !opts.account?.isAdmin)) throw ApiError.notFound(STYLE_NOT_FOUND)
  return style as unknown as StyleRecord
}
