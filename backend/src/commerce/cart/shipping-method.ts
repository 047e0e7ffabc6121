import type { CreateShippingMethodTaxLineDTO, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { TAX_RATE_TAGS } from "../../cache/cache-tags"
import { readThroughValue } from "../../cache/read-through"
import type { LoadedCart } from "./load-cart"
import { newLineTaxAddress, taxLineInput } from "./painting-line"

type NewMethodTax = Omit<CreateShippingMethodTaxLineDTO, "shipping_method_id">

const TAX_LINES_TTL_SECONDS = 600

/**
 * The tax lines of a new shipping method, by the same address a new line is taxed by
 * (painting-line.ts: the shipping address when the region taxes automatically, the billing
 * place when it differs). The tax module picks the rates by country, province and shipping
 * option alone, so its answer is kept in the shared cache under those, cleared when a tax
 * region, rate or rule changes.
 */
export async function taxLinesForNewShippingMethod(
  container: MedusaContainer,
  cart: LoadedCart,
  option: { id: string; amount: number }
): Promise<NewMethodTax[]> {
  const address = newLineTaxAddress(cart)
  if (!address) return []
  const key = ["petshop:cart:shipping-tax-lines", address.country_code, address.province ?? "", option.id].join(":")
  return readThroughValue(container, { key, tags: TAX_RATE_TAGS, ttl: TAX_LINES_TTL_SECONDS }, async () => {
    const lines = await container.resolve(Modules.TAX).getTaxLines(
      // Not created yet: its tax lines are written with it.
      [{ id: "new-method", shipping_option_id: option.id, unit_price: option.amount, currency_code: cart.currency_code }],
      { address: { country_code: address.country_code, province_code: address.province }, is_return: false }
    )
    return lines.map(taxLineInput)
  })
}
