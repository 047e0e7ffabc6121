/**
 * A print line written by the shop's own lean cart workflows (workflows/cart) instead of
 * Medusa's addToCartWorkflow, whose cart refresh re-reads and re-prices the whole cart: the
 * new line is priced once, in the cart's currency and region, merged with an identical line
 * (same painting, variant and orientation) as Medusa merges it, and taxed on its own.
 */
import type { CreateLineItemForCartDTO, CreateLineItemTaxLineDTO, MedusaContainer } from "@medusajs/framework/types"
import { deepEqualObj, MedusaError, Modules } from "@medusajs/framework/utils"
import type { CartLine, LoadedCart } from "./load-cart"
import { TAX_RATE_TAGS } from "../../cache/cache-tags"
import { readThroughValue } from "../../cache/read-through"
import { loadLineVariant } from "./load-line-variant"

export type PaintingLineMetadata = { painting_id: string; is_rotated: boolean }

/** The line an added print joins (Medusa's rule: same variant, same metadata, not custom-priced). */
export function matchingLine(cart: LoadedCart, variantId: string, metadata: PaintingLineMetadata): CartLine | null {
  return cart.items.find((i) => i.variant_id === variantId && !i.is_custom_price && deepEqualObj(i.metadata ?? {}, metadata)) ?? null
}

/** Medusa's line also records whether it is a gift card, which its DTO type leaves out. */
export type NewLine = Omit<CreateLineItemForCartDTO, "quantity" | "metadata"> & { is_giftcard?: boolean }

/** A priced line, and the variant and product as the cart loads them (load-cart.ts), to show the line without reading it back. */
export type PricedLine = { data: NewLine; variant: NonNullable<CartLine["variant"]>; product: NonNullable<CartLine["product"]> }

/**
 * The line to create for one print of a variant (quantity = the line's quantity after the add,
 * for quantity prices): its price in the cart's currency and region, as Medusa's
 * prepareLineItemData would set it. That function is not exported by @medusajs/core-flows
 * (2.21: its package exports only the root, which re-exports the cart's steps and workflows,
 * not their utils), hence the mapping here. The variant's facts come from the cached catalogue
 * (load-line-variant.ts); the price is worked out by the pricing module for this cart, with
 * the context Query's calculated_price would pass, as Medusa's getVariantPriceSetsStep does.
 */
export async function pricePaintingLine(
  container: MedusaContainer,
  cart: LoadedCart,
  variantId: string,
  quantity: number
): Promise<PricedLine> {
  const variant = await loadLineVariant(container, variantId)
  if (!variant?.product || variant.product.status !== "published") {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variants ${variantId} do not exist or belong to a product that is not published`)
  }
  const noPrice = () => new MedusaError(MedusaError.Types.INVALID_DATA, `Variants with IDs ${variantId} do not have a price`)
  if (!variant.price_set?.id) throw noPrice()
  const [price] = await container.resolve(Modules.PRICING).calculatePrices(
    { id: [variant.price_set.id] },
    {
      context: {
        currency_code: cart.currency_code,
        region_id: cart.region_id,
        // The pricing module drops an absent value from the context, as Query would pass it.
        ...(cart.customer_id ? { customer_id: cart.customer_id } : {}),
        quantity,
      },
    }
  )
  if (price?.calculated_amount === null || price?.calculated_amount === undefined) throw noPrice()
  const onSale =
    price.calculated_price?.price_list_type === "sale" &&
    price.original_amount !== null &&
    price.original_amount !== undefined &&
    Number(price.original_amount) !== Number(price.calculated_amount)
  const product = variant.product
  const line: NewLine = {
    cart_id: cart.id,
    title: product.title,
    subtitle: variant.title ?? undefined,
    thumbnail: variant.thumbnail ?? product.thumbnail ?? undefined,
    product_id: product.id,
    product_title: product.title,
    product_description: product.description ?? undefined,
    product_subtitle: product.subtitle ?? undefined,
    product_type: product.type?.value ?? undefined,
    product_type_id: product.type_id ?? undefined,
    product_collection: product.collection?.title ?? undefined,
    product_handle: product.handle,
    variant_id: variant.id,
    variant_sku: variant.sku ?? undefined,
    variant_barcode: variant.barcode ?? undefined,
    variant_title: variant.title ?? undefined,
    is_discountable: product.discountable,
    is_giftcard: product.is_giftcard ?? false,
    requires_shipping: !!product.shipping_profile?.id,
    unit_price: Number(price.calculated_amount),
    compare_at_unit_price: onSale ? Number(price.original_amount) : undefined,
    is_tax_inclusive: !!price.is_calculated_price_tax_inclusive,
  }
  return {
    data: line,
    variant: { id: variant.id, title: variant.title, sku: variant.sku, metadata: variant.metadata, options: variant.options ?? [] },
    product: { id: product.id, title: product.title, metadata: product.metadata },
  }
}

export const samePlace = (a?: Record<string, string | null> | null, b?: Record<string, string | null> | null) =>
  (a?.country_code ?? null) === (b?.country_code ?? null) && (a?.province ?? null) === (b?.province ?? null)

type NewLineTax = Omit<CreateLineItemTaxLineDTO, "item_id">

const TAX_LINES_TTL_SECONDS = 600

/**
 * The tax lines of a new line: by the shipping address as Medusa taxes (when the region taxes
 * automatically), or by the billing place, forced, when that differs (commerce/cart/sync-account-cart.ts).
 * Medusa's tax module picks the rates by the address's country and province and the line's
 * product and product type alone, so its answer is kept in the shared cache under those,
 * cleared when a tax region, rate or rule changes (TAX_RATE_TAGS).
 */
export async function taxLinesForNewLine(
  container: MedusaContainer,
  cart: LoadedCart,
  line: { product_id: string; product_type_id?: string | null; quantity: number; unit_price: number }
): Promise<NewLineTax[]> {
  const address = newLineTaxAddress(cart)
  if (!address) return []
  const key = ["petshop:cart:tax-lines", address.country_code, address.province ?? "", line.product_id, line.product_type_id ?? ""].join(
    ":"
  )
  return readThroughValue(container, { key, tags: TAX_RATE_TAGS, ttl: TAX_LINES_TTL_SECONDS }, async () => {
    const lines = await container.resolve(Modules.TAX).getTaxLines(
      [
        {
          // Not created yet: its tax lines are written with it.
          id: "new-line",
          product_id: line.product_id,
          product_type_id: line.product_type_id ?? undefined,
          quantity: line.quantity,
          unit_price: line.unit_price,
          currency_code: cart.currency_code,
        },
      ],
      {
        address: { country_code: address.country_code, province_code: address.province },
        is_return: false,
      }
    )
    return lines.map((t) => ({ ...taxLineInput(t), data: t.data }))
  })
}

/**
 * The address a new line or shipping method is taxed by: the shipping address when the region
 * taxes automatically, the billing place, forced, when that differs; none when nothing taxes it.
 */
export function newLineTaxAddress(cart: LoadedCart) {
  const forBilling = !!cart.billing_address && !samePlace(cart.shipping_address, cart.billing_address)
  const address = forBilling ? cart.billing_address : cart.shipping_address
  if ((!forBilling && !cart.region?.automatic_taxes) || !address?.country_code) return null
  return { country_code: address.country_code, province: address.province }
}

/** A tax module's answer as the cart module writes a tax line. */
export const taxLineInput = (t: { name: string; rate_id?: string; code: string | null; rate: number; provider_id: string }) => ({
  description: t.name,
  tax_rate_id: t.rate_id,
  code: t.code ?? "",
  rate: t.rate,
  provider_id: t.provider_id,
})
