/**
 * What the admin's product calls (POST/PATCH /api/product) make, checked: the input of Medusa's
 * product workflows (workflows/product/create-shop-product.ts, update-shop-product.ts), so the
 * product, its variants (frame x signature) and its prices per currency are what
 * merchandisers see in the Medusa admin. Prices come in USD and are converted with the
 * shop's rates by the seed's rule (so an admin's product is priced like a seeded one).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import type { CreateProductsWorkflowInput } from "@medusajs/medusa/core-flows"
import { convertFromUsd, FRAME_OPTION, SIGNATURE_OPTION } from "@petshop/seed"
import { DomainError } from "../../lib/errors"
import type { CreateProductBody, UpdateProductBody } from "./product-input"
import { currencyCodes, DEFAULT_PRICE_USD, fxTable } from "../fx"
import { findShopProduct } from "./list-products"
import { aspectRatioKey, frameOf, isSigned, pricesOf, type FrameKey, type ProductRecord, type VariantRecord } from "./product-records"

// The option labels the seed uses (seed/data/products.json), so every product reads alike in the admin.
const FRAME_LABELS: Record<FrameKey, string> = {
  none: "No frame",
  black: "Black frame",
  walnut: "Walnut frame",
  white: "White frame",
}
const SIGNATURE_LABELS = { unsigned: "Unsigned", signed: "Signed by the artist" }

/** A product edit: the product's fields, and the variants whose prices change. */
export type UpdateShopProductInput = {
  id: string
  update: {
    title?: string
    description?: string | null
    status?: "published" | "draft"
    width?: number
    height?: number
    metadata?: Record<string, unknown>
  } | null
  variants: { id: string; prices: { currency_code: string; amount: number }[] }[]
}

const PRODUCT_NOT_FOUND = "Product not found."

const cents = (n: number) => Math.round(n * 100) / 100

/** One USD price as a price in every shop currency. */
export function pricesFromUsd(usd: number): { currency_code: string; amount: number }[] {
  return currencyCodes().map((currency_code) => ({ currency_code, amount: convertFromUsd(cents(usd), currency_code, fxTable()) }))
}

function sizeMetadata(width: number, height: number) {
  return { width, height, aspectRatio: aspectRatioKey(width, height) }
}

/** The categories behind the product pages (seed rules: type, frames offered, signable). */
function categoryHandles(body: CreateProductBody): string[] {
  if (body.type === "poster") return ["poster"]
  return [
    "canvas",
    ...(body.frames ?? []).map((f) => `${f.color}-frame`),
    ...(body.signedSurcharge !== undefined ? ["signed-artworks"] : []),
  ]
}

async function shopDefaults(container: MedusaContainer) {
  const [store] = await container.resolve(Modules.STORE).listStores({}, { select: ["id", "default_sales_channel_id"] })
  const profiles = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({}, { select: ["id", "type"] })
  const profile = profiles.find((p) => p.type === "default") ?? profiles[0]
  return { salesChannelId: store?.default_sales_channel_id ?? undefined, shippingProfileId: profile?.id }
}

/** The product to create, refused when its handle is taken (reads only). */
export async function planProductCreate(container: MedusaContainer, body: CreateProductBody): Promise<CreateProductsWorkflowInput> {
  const handle = body.handle ?? `${body.type}-${body.width}x${body.height}`.replace(/\./g, "-")
  if (await findShopProduct(container, handle, { includeDrafts: true })) {
    throw DomainError.invalid("handle", `A product with the handle ${handle} exists already.`)
  }
  const productModule = container.resolve(Modules.PRODUCT)
  const [type] = await productModule.listProductTypes({ value: body.type })
  const categories = await productModule.listProductCategories({ handle: categoryHandles(body) }, { select: ["id"] })
  const { salesChannelId, shippingProfileId } = await shopDefaults(container)

  const basePrice = body.price ?? DEFAULT_PRICE_USD
  const frames: { key: FrameKey; usd: number }[] = [
    { key: "none", usd: basePrice },
    ...(body.frames ?? []).map((f) => ({ key: f.color as FrameKey, usd: f.price })),
  ]
  const signatures = body.signedSurcharge !== undefined ? [false, true] : [false]
  const variants = frames.flatMap((frame) =>
    signatures.map((signed) => {
      const signature = signed ? SIGNATURE_LABELS.signed : SIGNATURE_LABELS.unsigned
      return {
        title: `${FRAME_LABELS[frame.key]} / ${signature}`,
        sku: [handle, frame.key, signed ? "signed" : "unsigned"].join("-").toUpperCase(),
        manage_inventory: false,
        options: { [FRAME_OPTION]: FRAME_LABELS[frame.key], [SIGNATURE_OPTION]: signature },
        metadata: { frame: frame.key, signed, medium: frame.key === "none" ? body.type : `framed-${body.type}` },
        prices: pricesFromUsd(frame.usd + (signed ? (body.signedSurcharge ?? 0) : 0)),
      }
    })
  )

  return {
    products: [
      {
        title: body.name,
        handle,
        status: ProductStatus.PUBLISHED,
        description: body.description,
        type_id: type?.id,
        category_ids: categories.map((c) => c.id),
        sales_channels: salesChannelId ? [{ id: salesChannelId }] : undefined,
        shipping_profile_id: shippingProfileId,
        width: body.width,
        height: body.height,
        metadata: {
          type: body.type,
          medium: body.type,
          ...sizeMetadata(body.width, body.height),
          basePriceUsd: basePrice,
          ...(body.signedSurcharge !== undefined ? { signedSurchargeUsd: body.signedSurcharge } : {}),
        },
        options: [
          { title: FRAME_OPTION, values: frames.map((f) => FRAME_LABELS[f.key]) },
          { title: SIGNATURE_OPTION, values: signatures.map((s) => (s ? SIGNATURE_LABELS.signed : SIGNATURE_LABELS.unsigned)) },
        ],
        variants,
      },
    ],
  }
}

/** USD price of a variant; a variant with no USD price counts as the spec's default. */
const usdOf = (v: VariantRecord | undefined) => (v ? (pricesOf(v).usd ?? DEFAULT_PRICE_USD) : DEFAULT_PRICE_USD)

/**
 * What a PATCH changes: the product's fields and the variants whose USD price moves (their
 * prices are then set in every currency; untouched variants keep any prices a merchandiser
 * set by hand).
 */
export function planProductUpdate(product: ProductRecord, body: UpdateProductBody): Omit<UpdateShopProductInput, "id"> {
  const variants = (product.variants ?? []).filter((v): v is VariantRecord => Boolean(v))
  const find = (frame: FrameKey, signed: boolean) => variants.find((v) => frameOf(v) === frame && isSigned(v) === signed)
  const hasSigned = variants.some(isSigned)

  body.frames?.forEach((f, i) => {
    if (!find(f.color, false)) throw DomainError.invalid(`frames.${i}.color`, `This product has no ${f.color} frame.`)
  })
  if (body.signedSurcharge !== undefined && !hasSigned) {
    throw DomainError.invalid("signedSurcharge", "This product is not sold signed.")
  }

  const storedSurcharge = Number(product.metadata?.signedSurchargeUsd)
  const surcharge =
    body.signedSurcharge ??
    (Number.isFinite(storedSurcharge) ? storedSurcharge : cents(usdOf(find("none", true)) - usdOf(find("none", false))))
  const unsignedUsd = (frame: FrameKey) => {
    if (frame === "none") return body.price ?? usdOf(find("none", false))
    return body.frames?.find((f) => f.color === frame)?.price ?? usdOf(find(frame, false))
  }

  const repriced: UpdateShopProductInput["variants"] = []
  if (body.price !== undefined || body.frames?.length || body.signedSurcharge !== undefined) {
    for (const v of variants) {
      const usd = cents(unsignedUsd(frameOf(v)) + (isSigned(v) ? surcharge : 0))
      if (usd !== pricesOf(v).usd) repriced.push({ id: v.id, prices: pricesFromUsd(usd) })
    }
  }

  const update: NonNullable<UpdateShopProductInput["update"]> = {}
  if (body.name !== undefined) update.title = body.name
  if (body.description !== undefined) update.description = body.description
  if (body.status !== undefined) update.status = body.status
  const metadata: Record<string, unknown> = { ...(product.metadata ?? {}) }
  let metadataChanged = false
  if (body.width !== undefined || body.height !== undefined) {
    const width = body.width ?? Number(product.metadata?.width ?? product.width)
    const height = body.height ?? Number(product.metadata?.height ?? product.height)
    update.width = width
    update.height = height
    Object.assign(metadata, sizeMetadata(width, height))
    metadataChanged = true
  }
  if (body.price !== undefined) {
    metadata.basePriceUsd = body.price
    metadataChanged = true
  }
  if (body.signedSurcharge !== undefined) {
    metadata.signedSurchargeUsd = body.signedSurcharge
    metadataChanged = true
  }
  if (metadataChanged) update.metadata = metadata
  return { update: Object.keys(update).length ? update : null, variants: repriced }
}

/** The edit of the product with this id or handle (404 when there is none), checked (reads only). */
export async function planShopProductUpdate(
  container: MedusaContainer,
  idOrHandle: string,
  body: UpdateProductBody
): Promise<UpdateShopProductInput> {
  const product = await findShopProduct(container, idOrHandle, { includeDrafts: true })
  if (!product) throw DomainError.notFound(PRODUCT_NOT_FOUND)
  return { id: product.id, ...planProductUpdate(product, body) }
}
