/**
 * Which product variant (the spec's "medium") a painting is printed on when added to the
 * cart, and the spec's refusal when no product has the painting's aspect ratio.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE_TAGS } from "../../cache/cache-tags"
import { readThroughValue } from "../../cache/read-through"
import { DomainError } from "../../lib/errors"
import { listShopProducts } from "../products/list-products"
import { frameOf, isSigned, pricesOf, productSize, type ProductRecord } from "../products/product-records"
import { loadLineVariant } from "./load-line-variant"
import { aspectRatioOf, paintingFitsProduct, type Size } from "./painting-fits-product"

export const PRODUCT_UNAVAILABLE = "Product is currently unavailable."

/** A chosen medium: the variant, and its product's size and metadata (the cart rules check the shape from them). */
export type ChosenMedium = { variantId: string; product: Pick<ProductRecord, "width" | "height" | "metadata"> }

/** The asked-for medium when it fits the painting; without one, the cheapest plain print that fits. */
export async function chooseMedium(container: MedusaContainer, painting: Size, mediumId?: string | null): Promise<ChosenMedium> {
  if (mediumId) {
    const product = await mediumProduct(container, mediumId)
    const { width, height } = product ? productSize(product as ProductRecord) : { width: null, height: null }
    if (!product || !width || !height || !paintingFitsProduct(painting, { width, height })) {
      throw DomainError.invalid("medium", PRODUCT_UNAVAILABLE)
    }
    return { variantId: mediumId, product }
  }
  const cheapest = await cheapestPlainPrint(container, painting)
  if (!cheapest) throw DomainError.invalid("medium", PRODUCT_UNAVAILABLE)
  return cheapest
}

const PLAIN_PRINT_TTL_SECONDS = 600

/**
 * The cheapest plain print of a painting's shape: the whole catalogue with its prices is read
 * to find it, so the choice is shared by every process per aspect ratio until the catalogue or
 * a price changes (cleared by the Caching Module's own events, as the catalogue reads are).
 */
async function cheapestPlainPrint(container: MedusaContainer, painting: Size): Promise<ChosenMedium | null> {
  const key = `petshop:cart:plain-print:${aspectRatioOf(painting)}`
  return readThroughValue(container, { key, tags: CATALOGUE_TAGS, ttl: PLAIN_PRINT_TTL_SECONDS }, async () => {
    const plain = (await listShopProducts(container))
      .filter((p) => {
        const { width, height } = productSize(p)
        return width && height && paintingFitsProduct(painting, { width, height })
      })
      .flatMap((p) => (p.variants ?? []).filter((v) => v && frameOf(v) === "none" && !isSigned(v)).map((v) => ({ v: v!, p })))
      .map(({ v, p }) => ({ id: v.id, product: p, usd: pricesOf(v).usd ?? Number.POSITIVE_INFINITY }))
      .sort((a, b) => a.usd - b.usd)
    return plain.length ? { variantId: plain[0].id, product: shapeOf(plain[0].product) } : null
  })
}

/**
 * The published product of a medium with only what its shape needs, from the variant's cached
 * facts (load-line-variant.ts), which the add prices the line from next (findMedium reads the
 * whole product with its prices and options, for showing it).
 */
async function mediumProduct(container: MedusaContainer, mediumId: string): Promise<ChosenMedium["product"] | null> {
  const product = (await loadLineVariant(container, mediumId))?.product
  return product?.status === "published" ? shapeOf(product) : null
}

const shapeOf = (p: Pick<ProductRecord, "width" | "height" | "metadata">) => ({ width: p.width, height: p.height, metadata: p.metadata })
