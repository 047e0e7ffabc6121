/** A painting as the shop reads it from the painting module: the fields every answer about it needs. */
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
  crop?: unknown
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
  "crop",
  "image",
  "no_watermark",
  "no_watermark_hq",
  "production_image",
  "progress_image",
  "showcase",
  "created_at",
]
