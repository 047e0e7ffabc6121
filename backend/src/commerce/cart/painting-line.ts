/**
 * A print line written by the shop's own lean cart workflows (workflows/cart) instead of
 * Medusa's addToCartWorkflow, whose cart refresh re-reads and re-prices the whole cart: the
 * new line is priced once, in the cart's currency and region, merged with an identical line
 * (same painting, variant and orientation) as Medusa merges it, and taxed on its own.
 */
import type { CreateLineItemForCartDTO, CreateLineItemTaxLineDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, deepEqualObj, MedusaError, Modules, QueryContext } from "@medusajs/framework/utils"
import type { CartLine, LoadedCart } from "./load-cart"

export type PaintingLineMetadata = { painting_id: string; is_rotated: boolean }

/** The line an added print joins (Medusa's rule: same variant, same metadata, not custom-priced). */
export function matchingLine(cart: LoadedCart, variantId: string, metadata: PaintingLineMetadata): CartLine | null {
  return cart.items.find((i) => i.variant_id === variantId && !i.is_custom_price && deepEqualObj(i.metadata ?? {}, metadata)) ?? null
}

type PricedVariant = {
  id: string
  title: string | null
  metadata: Record<string, unknown> | null
  options?: ({ value: string; option?: { title: string } | null } | null)[] | null
  sku: string | null
  barcode: string | null
  thumbnail: string | null
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
    type_id: string | null
    type?: { value: string } | null
    collection?: { title: string } | null
    shipping_profile?: { id: string } | null
  } | null
  calculated_price?: {
    calculated_amount: number | null
    original_amount?: number | null
    is_calculated_price_tax_inclusive?: boolean
    calculated_price?: { price_list_type?: string | null } | null
  } | null
}

/** Medusa's line also records whether it is a gift card, which its DTO type leaves out. */
export type NewLine = Omit<CreateLineItemForCartDTO, "quantity" | "metadata"> & { is_giftcard?: boolean }

/** A priced line, and the variant and product as the cart loads them (load-cart.ts), to show the line without reading it back. */
export type PricedLine = { data: NewLine; variant: NonNullable<CartLine["variant"]>; product: NonNullable<CartLine["product"]> }

/**
 * The line to create for one print of a variant (quantity = the line's quantity after the add,
 * for quantity prices): its price in the cart's currency and region, as Medusa's
 * prepareLineItemData would set it.
 */
export async function pricePaintingLine(
  container: MedusaContainer,
  cart: LoadedCart,
  variantId: string,
  quantity: number
): Promise<PricedLine> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: [
      "id",
      "title",
      "metadata",
      "options.value",
      "options.option.title",
      "sku",
      "barcode",
      "thumbnail",
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
      "product.type_id",
      "product.type.value",
      "product.collection.title",
      "product.shipping_profile.id",
      "calculated_price.*",
    ],
    filters: { id: variantId },
    context: {
      calculated_price: QueryContext({
        currency_code: cart.currency_code,
        region_id: cart.region_id,
        customer_id: cart.customer_id,
        quantity,
      }),
    },
  })
  const variant = data[0] as unknown as PricedVariant | undefined
  if (!variant?.product || variant.product.status !== "published") {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variants ${variantId} do not exist or belong to a product that is not published`)
  }
  const price = variant.calculated_price
  if (price?.calculated_amount === null || price?.calculated_amount === undefined) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variants with IDs ${variantId} do not have a price`)
  }
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

const samePlace = (a?: Record<string, string | null> | null, b?: Record<string, string | null> | null) =>
  (a?.country_code ?? null) === (b?.country_code ?? null) && (a?.province ?? null) === (b?.province ?? null)

/**
 * The tax lines of a new line: by the shipping address as Medusa taxes (when the region taxes
 * automatically), or by the billing place, forced, when that differs (commerce/cart/sync-account-cart.ts).
 */
export async function taxLinesForNewLine(
  container: MedusaContainer,
  cart: LoadedCart,
  line: { product_id: string; product_type_id?: string | null; quantity: number; unit_price: number }
): Promise<Omit<CreateLineItemTaxLineDTO, "item_id">[]> {
  const forBilling = !!cart.billing_address && !samePlace(cart.shipping_address, cart.billing_address)
  const address = forBilling ? cart.billing_address : cart.shipping_address
  if ((!forBilling && !cart.region?.automatic_taxes) || !address?.country_code) return []
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
      address: {
        country_code: address.country_code,
        province_code: address.province,
        address_1: address.address_1 ?? undefined,
        address_2: address.address_2,
        city: address.city ?? undefined,
        postal_code: address.postal_code ?? undefined,
      },
      customer: cart.customer?.id
        ? { id: cart.customer.id, email: cart.customer.email ?? "", customer_groups: [], metadata: cart.customer.metadata ?? undefined }
        : undefined,
      is_return: false,
    }
  )
  return lines.map((t) => ({
    description: t.name,
    tax_rate_id: t.rate_id,
    code: t.code ?? "",
    rate: t.rate,
    provider_id: t.provider_id,
    data: t.data,
  }))
}
