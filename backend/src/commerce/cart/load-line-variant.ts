/**
 * A variant as a cart line needs it: what Medusa copies onto the line (titles, sku, product
 * type and collection, shipping profile), the product's shape for the cart rules, and the price
 * set that prices it. Catalogue facts, read on every add and changed only by an admin: they come
 * from the shared cache, which the Caching Module clears on any product, variant, option, type,
 * collection or shipping-profile change (VARIANT_FACT_TAGS). Prices are not among them: they
 * hang on the cart (currency, region, quantity) and on dated price lists, so each add works
 * them out (painting-line.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { VARIANT_FACT_TAGS } from "../../cache/cache-tags"
import { readThroughValue } from "../../cache/read-through"

export type LineVariant = {
  id: string
  title: string | null
  metadata: Record<string, unknown> | null
  options?: ({ value: string; option?: { title: string } | null } | null)[] | null
  sku: string | null
  barcode: string | null
  thumbnail: string | null
  price_set?: { id: string } | null
  product: {
    id: string
    title: string
    metadata: Record<string, unknown> | null
    description: string | null
    subtitle: string | null
    thumbnail: string | null
    handle: string
    status: string
    discountable: boolean
    is_giftcard: boolean
    width: number | string | null
    height: number | string | null
    type_id: string | null
    type?: { value: string } | null
    collection?: { title: string } | null
    shipping_profile?: { id: string } | null
  } | null
}

const LINE_VARIANT_FIELDS = [
  "id",
  "title",
  "metadata",
  "options.value",
  "options.option.title",
  "sku",
  "barcode",
  "thumbnail",
  "price_set.id",
  "product.id",
  "product.title",
  "product.metadata",
  "product.description",
  "product.subtitle",
  "product.thumbnail",
  "product.handle",
  "product.status",
  "product.discountable",
  "product.is_giftcard",
  "product.width",
  "product.height",
  "product.type_id",
  "product.type.value",
  "product.collection.title",
  "product.shipping_profile.id",
]

const LINE_VARIANT_TTL_SECONDS = 600

/** The variant with its product, or null when there is no such variant. */
export async function loadLineVariant(container: MedusaContainer, variantId: string): Promise<LineVariant | null> {
  return readThroughValue(
    container,
    { key: `petshop:cart:variant:${variantId}`, tags: VARIANT_FACT_TAGS, ttl: LINE_VARIANT_TTL_SECONDS },
    async () => {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "product_variant", fields: LINE_VARIANT_FIELDS, filters: { id: variantId } })
      return (data[0] as unknown as LineVariant | undefined) ?? null
    }
  )
}
