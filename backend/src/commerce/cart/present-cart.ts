/**
 * The spec's cart (section 3 cart items, section 9 totals) from a synced Medusa cart:
 * total = subtotal - discount + shipping + taxes, in the shipping country's currency.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Cart, CartItem, Picture } from "@petshop/contract"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { COUNTRIES, countryByValue } from "../countries"
import { priceLines, presentTotals, type PricedLines } from "../money/price-lines"
import { isSigned } from "../products/product-records"
import type { CartPlace } from "./cart-place"
import { lineFrame, lineHasFrame, type CartLine, type LoadedCart } from "./load-cart"
import type { PricedShippingOption, ProfileOption } from "./shipping-quote"
import type { VoucherState } from "./sync-account-cart"

/** To the cent, half up, in decimal (8.995 → 9.00, where n * 100 in binary would give 8.99). */
export const money = (n: number) => Number(`${Math.round(Number(`${n}e2`))}e-2`)

/** The spec country values a shipping option delivers to (gb → England, Scotland, Wales). */
export function deliverToOf(option: ProfileOption): string[] {
  const values = new Set<string>()
  for (const zone of option.service_zone?.geo_zones ?? []) {
    for (const c of COUNTRIES) {
      if (c.iso2 !== zone.country_code) continue
      if (zone.province_code && c.province && c.province !== zone.province_code) continue
      values.add(c.value)
    }
  }
  return [...values].sort()
}

export async function presentCart(
  container: MedusaContainer,
  accountId: string,
  synced: { cart: LoadedCart | null; shippingOptions: PricedShippingOption[]; vouchers: VoucherState[] },
  place: CartPlace,
  /** Every shipping option of the shop (loadShippingOptions), loaded once per call by the caller. */
  options: ProfileOption[]
): Promise<Cart> {
  const { cart, shippingOptions, vouchers } = synced
  const currency = (cart?.currency_code ?? countryByValue(place.shippingCountry)!.currency).toUpperCase()
  const shippingCountry = countryByValue(place.shippingCountry)!
  const base = {
    currency,
    shippingCountry: place.shippingCountry,
    shippingState: place.shippingState,
    billingCountry: place.billingCountry,
    billingState: place.billingState,
  }
  if (!cart || !cart.items.length) {
    return {
      id: cart?.id ?? null,
      ...base,
      items: [],
      itemCount: 0,
      promoCodes: [],
      shippingOption: null,
      cantShipTo: null,
      subtotal: 0,
      discount: 0,
      shipping: 0,
      taxes: 0,
      taxLines: [],
      total: 0,
    }
  }

  const paintingIds = [...new Set(cart.items.map((i) => i.metadata?.painting_id).filter((x): x is string => !!x))]
  const paintings = paintingIds.length
    ? await container.resolve<PaintingModuleService>(PAINTING_MODULE).listPaintings({ id: paintingIds })
    : []
  const paintingById = new Map(paintings.map((p) => [p.id, p]))
  const pricedById = new Map(shippingOptions.map((o) => [o.id, o]))
  const chosen = cart.shipping_methods[0]

  const priced = priceCart(cart)
  const items = cart.items
    .slice()
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map((line) =>
      presentLine(line, { accountId, paintingById, options, pricedById, currency, shippingCountry: shippingCountry.value, priced })
    )
  const cantShip = items.find((i) => i.cantShip)

  return {
    id: cart.id,
    ...base,
    items,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    promoCodes: vouchers.map((v) => ({
      code: v.voucher.code,
      discount: v.voucher.discount,
      product: v.voucher.product,
      productHasFrame: v.voucher.productHasFrame,
      minProductQuantity: v.voucher.minProductQuantity,
      applied: v.applied,
      reason: v.reason,
    })),
    shippingOption: chosen ? { id: chosen.shipping_option_id, name: chosen.name, cost: money(chosen.amount) } : null,
    cantShipTo: cantShip ? `Can't ship to ${shippingCountry.label}` : null,
    ...presentTotals(priced),
  }
}

/** The cart's money by the shop's one rule: the total shown is the amount checkout charges. */
export function priceCart(cart: Pick<LoadedCart, "currency_code" | "items" | "shipping_methods">): PricedLines {
  return priceLines({ currency: cart.currency_code, items: cart.items, shippingMethods: cart.shipping_methods })
}

type LineContext = {
  accountId: string
  paintingById: Map<string, { id: string; title: string | null; image: unknown; production_image: unknown }>
  options: ProfileOption[]
  pricedById: Map<string, PricedShippingOption>
  currency: string
  shippingCountry: string
  priced: PricedLines
}

function presentLine(line: CartLine, ctx: LineContext): CartItem {
  const paintingId = line.metadata?.painting_id ?? null
  const painting = paintingId ? ctx.paintingById.get(paintingId) : undefined
  const frame = lineFrame(line)
  const hasFrame = lineHasFrame(line)
  const shippingOptions = ctx.options.map((o) => {
    const priced = ctx.pricedById.get(o.id)
    const basePrice = (o.prices ?? []).find((p) => !(p.price_rules ?? []).length)
    return {
      id: o.id,
      name: o.name,
      cost: money(priced ? priced.amount : Number(basePrice?.amount ?? 0)),
      currency: (priced ? ctx.currency : (basePrice?.currency_code ?? "")).toUpperCase(),
      deliverTo: deliverToOf(o),
    }
  })
  const cantShip = !shippingOptions.some((o) => o.deliverTo.includes(ctx.shippingCountry))
  return {
    id: line.id,
    uuid: line.id,
    dateCreated: new Date(line.created_at).toISOString(),
    quantity: line.quantity,
    price: money(line.unit_price),
    total: ctx.priced.lines[line.id]?.subtotal ?? 0,
    order: null,
    type: "Painting",
    label: { text1: painting?.title || "Your pet's portrait", text2: `${line.product?.title ?? ""} · ${line.variant?.title ?? ""}` },
    product: line.product_id,
    productHasFrame: hasFrame,
    frame,
    signed: line.variant ? isSigned(line.variant) : false,
    isRotated: line.metadata?.is_rotated === true,
    medium: line.variant_id,
    mediumStamp: { name: `${line.product?.title ?? ""}${hasFrame ? `, ${frame} frame` : ""}` },
    painting: paintingId,
    paintingStamp: painting
      ? { title: painting.title, image: (painting.image ?? null) as Picture | null, productionImage: painting.production_image ?? null }
      : null,
    paintingRoute: paintingId ? `/artwork/${paintingId}` : null,
    shippingOptions,
    cantShip: cantShip ? `Can't ship to ${countryByValue(ctx.shippingCountry)!.label}` : null,
    account: ctx.accountId,
  }
}
