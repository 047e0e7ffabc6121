/**
 * Reading the catalogue: products with their variants and prices, filtered the ways the
 * storefront asks (type, aspect ratio, product page), and one medium (variant) by id for
 * the cart.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  aspectRatioKey,
  frameOf,
  isSigned,
  needsOptions,
  PRODUCT_FIELDS,
  productSize,
  productType,
  type FrameKey,
  type PriceRecord,
  type ProductRecord,
  type ProductType,
  type VariantRecord,
  VARIANT_OPTION_FIELDS,
} from "./product-records"

export type ProductFilters = {
  type?: ProductType
  /** Two-decimal short/long ratio, e.g. "0.67"; a painting fits in either orientation. */
  aspectRatio?: string
  /** A product page key: canvas, black-frame, walnut-frame, white-frame, signed-artworks, poster. */
  category?: string
  /** Drafts too (admins). */
  includeDrafts?: boolean
}

const TYPE_ORDER: Record<ProductType, number> = { canvas: 0, poster: 1 }

/** Canvases before posters, smallest first (the order of the storefront's product pages). */
function byShelfOrder(a: ProductRecord, b: ProductRecord) {
  const sa = productSize(a)
  const sb = productSize(b)
  return (
    TYPE_ORDER[productType(a)] - TYPE_ORDER[productType(b)] ||
    (sa.width ?? 0) * (sa.height ?? 0) - (sb.width ?? 0) * (sb.height ?? 0) ||
    (sa.width ?? 0) - (sb.width ?? 0) ||
    a.handle.localeCompare(b.handle)
  )
}

type PriceLink = { variant_id: string; price_set_id: string }

/**
 * Variant prices by variant id, from the pricing module through the variant-price-set link:
 * two flat reads, where asking Query for `variants.prices` walks link, price set and prices
 * per variant and cost more than all the rest of the catalogue.
 */
async function pricesByVariant(container: MedusaContainer, variantIds?: string[]): Promise<Map<string, PriceRecord[]>> {
  const byVariant = new Map<string, PriceRecord[]>()
  if (variantIds && !variantIds.length) return byVariant
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant_price_set",
    fields: ["variant_id", "price_set_id"],
    filters: variantIds ? { variant_id: variantIds } : {},
  })
  const links = data as unknown as PriceLink[]
  if (!links.length) return byVariant
  const prices = await container
    .resolve(Modules.PRICING)
    .listPrices(
      { price_set_id: links.map((l) => l.price_set_id) },
      { select: ["price_set_id", "amount", "currency_code", "rules_count"], take: null }
    )
  const bySet = new Map<string, PriceRecord[]>()
  for (const price of prices as unknown as (PriceRecord & { price_set_id: string })[]) {
    bySet.set(price.price_set_id, [...(bySet.get(price.price_set_id) ?? []), price])
  }
  for (const link of links) byVariant.set(link.variant_id, bySet.get(link.price_set_id) ?? [])
  return byVariant
}

/**
 * Products with their variants and prices. A list reads every variant's prices beside the
 * products (the catalogue is small); one product reads its own variants' prices after it.
 */
export async function queryProducts(
  container: MedusaContainer,
  filters: Record<string, unknown>,
  opts: { list?: boolean } = {}
): Promise<ProductRecord[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data }, allPrices] = await Promise.all([
    query.graph({ entity: "product", fields: PRODUCT_FIELDS, filters }),
    opts.list ? pricesByVariant(container) : undefined,
  ])
  const products = data as unknown as ProductRecord[]
  const variants = products.flatMap((p) => p.variants ?? []).filter((v): v is VariantRecord => Boolean(v))
  const prices =
    allPrices ??
    (await pricesByVariant(
      container,
      variants.map((v) => v.id)
    ))
  for (const variant of variants) variant.prices = prices.get(variant.id) ?? []
  const bare = variants.filter(needsOptions)
  if (bare.length) {
    const { data: withOptions } = await query.graph({
      entity: "product_variant",
      fields: VARIANT_OPTION_FIELDS,
      filters: { id: bare.map((v) => v.id) },
    })
    const optionsOf = new Map((withOptions as unknown as VariantRecord[]).map((v) => [v.id, v.options]))
    for (const variant of bare) variant.options = optionsOf.get(variant.id) ?? []
  }
  return products
}

/**
 * The catalogue is a few dozen products, so the filters that read metadata (type, size)
 * run here rather than as JSON queries in Postgres.
 */
export async function listShopProducts(container: MedusaContainer, filters: ProductFilters = {}): Promise<ProductRecord[]> {
  const products = await queryProducts(container, filters.includeDrafts ? {} : { status: "published" }, { list: true })
  return products
    .filter((p) => !filters.type || productType(p) === filters.type)
    .filter((p) => {
      if (!filters.aspectRatio) return true
      const { width, height } = productSize(p)
      return Boolean(width && height && aspectRatioKey(width, height) === filters.aspectRatio)
    })
    .filter((p) => !filters.category || (p.categories ?? []).some((c) => c?.handle === filters.category))
    .sort(byShelfOrder)
}

/** A product by Medusa id or handle; drafts only when asked (admins). */
export async function findShopProduct(
  container: MedusaContainer,
  idOrHandle: string,
  opts: { includeDrafts?: boolean } = {}
): Promise<ProductRecord | undefined> {
  const status = opts.includeDrafts ? {} : { status: "published" }
  let [product] = await queryProducts(container, { id: idOrHandle, ...status })
  if (!product) [product] = await queryProducts(container, { handle: idOrHandle, ...status })
  return product
}

export type FoundMedium = {
  variant: VariantRecord
  product: ProductRecord
  frame: FrameKey
  signed: boolean
  width: number | null
  height: number | null
  aspectRatio: string | null
  type: ProductType
}

/**
 * The medium (variant) a shopper picked, with what the cart needs to check it against a
 * painting; undefined when there is no such variant or its product is not published.
 */
export async function findMedium(container: MedusaContainer, mediumId: string): Promise<FoundMedium | undefined> {
  if (!mediumId) return undefined
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product_variant", fields: ["id", "product_id"], filters: { id: mediumId } })
  const productId = (data[0] as { product_id?: string } | undefined)?.product_id
  if (!productId) return undefined
  const [product] = await queryProducts(container, { id: productId, status: "published" })
  const variant = product?.variants?.find((v) => v?.id === mediumId)
  if (!product || !variant) return undefined
  const { width, height } = productSize(product)
  return {
    variant,
    product,
    frame: frameOf(variant),
    signed: isSigned(variant),
    width,
    height,
    aspectRatio: width && height ? aspectRatioKey(width, height) : null,
    type: productType(product),
  }
}
