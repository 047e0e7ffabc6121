/** The spec's Painting shape (section 3). */
export type PaintingRecord = {
  id: string
  title: string | null
  signature: string | null
  photo_id: string
  style_id: string
  negative_prompt: string | null
  status: string
  failure_reason: string | null
  is_demo: boolean
  is_featured: boolean
  is_public: boolean
  width: number
  height: number
  image: unknown
  no_watermark: unknown
  no_watermark_hq: unknown
  production_image: unknown
  progress_image: unknown
  showcase: unknown
  created_at: Date | string
  customer?: { id: string } | null
}

export const PAINTING_FIELDS = [
  "id",
  "title",
  "signature",
  "photo_id",
  "style_id",
  "negative_prompt",
  "status",
  "failure_reason",
  "is_demo",
  "is_featured",
  "is_public",
  "width",
  "height",
  "image",
  "no_watermark",
  "no_watermark_hq",
  "production_image",
  "progress_image",
  "showcase",
  "created_at",
]

/** Clean (unwatermarked) images are shown to the owner and admins only. */
export function presentPainting(p: PaintingRecord, opts: { owner: boolean; styleSlug?: string }) {
  return {
    id: p.id,
    uuid: p.id,
    dateCreated: new Date(p.created_at).toISOString(),
    title: p.title,
    signature: p.signature,
    photo: p.photo_id,
    style: p.style_id,
    negativePrompt: p.negative_prompt,
    isDemo: p.is_demo,
    isFeatured: p.is_featured,
    isPublic: p.is_public,
    status: p.status,
    failureReason: p.failure_reason,
    image: p.image ?? null,
    productionImage: opts.owner ? (p.production_image ?? null) : null,
    noWatermark: opts.owner ? (p.no_watermark ?? null) : null,
    noWatermarkHq: opts.owner ? (p.no_watermark_hq ?? null) : null,
    progressImage: p.progress_image ?? null,
    showcase: p.showcase ?? null,
    dimensions: { width: p.width, height: p.height },
    routes: {
      page: `/artwork/${p.id}`,
      post: `/artwork/${p.id}/post`,
      style: opts.styleSlug ? `/pet-portrait/${opts.styleSlug}` : `/style/${p.style_id}`,
    },
  }
}
