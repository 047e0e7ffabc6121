/**
 * The Medusa product and variant fields the shop reads, and how a variant's frame and
 * signature are told: by the metadata the seed and the product calls write, else by the
 * option values a merchandiser typed in the Medusa admin.
 */
export const FRAME_COLORS = ["black", "walnut", "white"] as const
export type FrameColor = (typeof FRAME_COLORS)[number]
export type FrameKey = "none" | FrameColor
export const PRODUCT_TYPES = ["canvas", "poster"] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export type PriceRecord = { amount: number | string; currency_code: string; rules_count?: number | null }

export type VariantRecord = {
  id: string
  title: string | null
  sku: string | null
  metadata: Record<string, unknown> | null
  options?: ({ value: string; option?: { title: string } | null } | null)[] | null
  prices?: (PriceRecord | null)[] | null
  product_id?: string | null
}

export type ProductRecord = {
  id: string
  title: string
  handle: string
  status: string
  description: string | null
  thumbnail: string | null
  width: number | string | null
  height: number | string | null
  metadata: Record<string, unknown> | null
  created_at?: string | Date
  type?: { value: string } | null
  categories?: ({ handle: string } | null)[] | null
  images?: ({ url: string } | null)[] | null
  variants?: (VariantRecord | null)[] | null
}

// Neither options nor prices are among them: each would cost more than all the rest of the
// catalogue together. Prices are read from the pricing module beside them (list-products.ts);
// options only for a variant without the shop's metadata.
export const VARIANT_FIELDS = ["id", "title", "sku", "metadata", "product_id"]

export const VARIANT_OPTION_FIELDS = ["id", "options.value", "options.option.title"]

/** A variant a merchandiser made in the Medusa admin has no frame/signed metadata: its options tell. */
export const needsOptions = (variant: VariantRecord) =>
  typeof variant.metadata?.frame !== "string" || typeof variant.metadata?.signed !== "boolean"

export const PRODUCT_FIELDS = [
  "id",
  "title",
  "handle",
  "status",
  "description",
  "thumbnail",
  "width",
  "height",
  "metadata",
  "created_at",
  "type.value",
  "categories.handle",
  "images.url",
  ...VARIANT_FIELDS.map((f) => `variants.${f}`),
]

const optionValue = (variant: VariantRecord, title: RegExp) =>
  (variant.options ?? []).find((o) => o && title.test(o.option?.title ?? ""))?.value?.toLowerCase() ?? ""

export function frameOf(variant: VariantRecord): FrameKey {
  const meta = variant.metadata?.frame
  if (meta === "none" || FRAME_COLORS.includes(meta as FrameColor)) return meta as FrameKey
  const value = optionValue(variant, /frame/i)
  return FRAME_COLORS.find((c) => value.includes(c)) ?? "none"
}

export function isSigned(variant: VariantRecord): boolean {
  const meta = variant.metadata?.signed
  if (typeof meta === "boolean") return meta
  const value = optionValue(variant, /sign/i)
  return value.includes("signed") && !value.includes("unsigned")
}

const num = (v: unknown): number | null => {
  const n = typeof v === "string" ? Number(v) : v
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null
}

export function productType(product: ProductRecord): ProductType {
  const t = product.metadata?.type ?? product.type?.value
  return t === "poster" ? "poster" : "canvas"
}

export function productSize(product: ProductRecord): { width: number | null; height: number | null } {
  return {
    width: num(product.metadata?.width) ?? num(product.width),
    height: num(product.metadata?.height) ?? num(product.height),
  }
}

/** Width over height of the shorter over the longer side, to two decimals: the cart's matching key. */
export function aspectRatioKey(width: number, height: number): string {
  return (Math.min(width, height) / Math.max(width, height)).toFixed(2)
}

/** A variant's prices by currency; prices with rules (price lists, regions) are not the list price. */
export function pricesOf(variant: VariantRecord): Record<string, number> {
  const out: Record<string, number> = {}
  const plain = (variant.prices ?? []).filter((p): p is PriceRecord => Boolean(p))
  for (const p of [...plain].sort((a, b) => (a.rules_count ?? 0) - (b.rules_count ?? 0))) {
    const code = p.currency_code.toLowerCase()
    if (out[code] === undefined) out[code] = Number(p.amount)
  }
  return out
}
