/**
 * The spec's Product shape (section 3) made from a Medusa product: a medium is a variant,
 * so `medium` is the unframed unsigned variant's id and each frame names its own variant.
 */
import type { Medium, Product } from "@petshop/contract"
import { convertFromUsd } from "@petshop/seed"
import { DEFAULT_PRICE_USD, fxTable } from "../fx"
import {
  aspectRatioKey,
  FRAME_COLORS,
  frameOf,
  isSigned,
  pricesOf,
  productSize,
  productType,
  type ProductRecord,
  type VariantRecord,
} from "./product-records"

/** The price in a currency; one missing there is converted from USD, and none at all is the spec's 54.95. */
export function priceIn(prices: Record<string, number>, currency: string): number {
  if (prices[currency] !== undefined) return prices[currency]
  const usd = prices.usd ?? DEFAULT_PRICE_USD
  return convertFromUsd(usd, currency, fxTable())
}

const variantsOf = (product: ProductRecord) => (product.variants ?? []).filter((v): v is VariantRecord => Boolean(v))

function priced(variant: VariantRecord | undefined, currency: string) {
  if (!variant) return null
  const prices = pricesOf(variant)
  return { medium: variant.id, price: priceIn(prices, currency), prices }
}

export function presentProduct(product: ProductRecord, currency = "usd"): Product {
  const variants = variantsOf(product)
  const find = (frame: string, signed: boolean) => variants.find((v) => frameOf(v) === frame && isSigned(v) === signed)
  // A product a merchandiser made without the shop's options still sells its first variant.
  const base = find("none", false) ?? variants.find((v) => !isSigned(v)) ?? variants[0]
  const plain = priced(base, currency)
  const { width, height } = productSize(product)
  const images = (product.images ?? []).filter(Boolean).map((i) => i!.url)
  return {
    id: product.id,
    uuid: product.id,
    handle: product.handle,
    name: product.title,
    type: productType(product),
    width,
    height,
    aspectRatio: width && height ? aspectRatioKey(width, height) : null,
    status: product.status,
    currency,
    medium: plain?.medium ?? null,
    price: plain?.price ?? priceIn({}, currency),
    prices: plain?.prices ?? {},
    signed: priced(find("none", true), currency),
    frames: FRAME_COLORS.flatMap((color) => {
      const framed = priced(find(color, false), currency)
      if (!framed) return []
      return [{ color, ...framed, signed: priced(find(color, true), currency) }]
    }),
    categories: (product.categories ?? []).filter(Boolean).map((c) => c!.handle),
    description: product.description ?? null,
    image: product.thumbnail ?? images[0] ?? null,
    images,
  }
}
export type PresentedProduct = ReturnType<typeof presentProduct>

/** A medium (spec: medium (uuid); cart items stamp its name): one purchasable variant. */
export function presentMedium(variant: VariantRecord, product: ProductRecord, currency = "usd"): Medium {
  const frame = frameOf(variant)
  const signed = isSigned(variant)
  const { width, height } = productSize(product)
  const prices = pricesOf(variant)
  const parts = [product.title, frame === "none" ? null : `${frame[0].toUpperCase()}${frame.slice(1)} frame`, signed ? "Signed" : null]
  return {
    id: variant.id,
    uuid: variant.id,
    name: parts.filter(Boolean).join(", "),
    product: product.id,
    productName: product.title,
    type: productType(product),
    width,
    height,
    aspectRatio: width && height ? aspectRatioKey(width, height) : null,
    frame,
    hasFrame: frame !== "none",
    signed,
    sku: variant.sku,
    currency,
    price: priceIn(prices, currency),
    prices,
  }
}
export type PresentedMedium = ReturnType<typeof presentMedium>
