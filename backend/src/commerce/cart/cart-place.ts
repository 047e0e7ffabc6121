/**
 * Where a cart ships and who pays: the account's addresses (spec section 3) turned into
 * Medusa addresses and the region whose currency the cart is priced in. Currency follows
 * the shipping country; taxes follow the billing country and state (spec section 9).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { countryByValue, DEFAULT_COUNTRY, DEFAULT_STATE, toMedusaPlace } from "../countries"
import { loadRegions } from "./load-regions"

export type ShopAddress = {
  firstName?: string | null
  lastName?: string | null
  country?: string | null
  state?: string | null
  city?: string | null
  address1?: string | null
  address2?: string | null
  zipCode?: string | null
  phoneNumber?: string | null
}
export type AccountAddresses = { shipping?: ShopAddress | null; billing?: ShopAddress | null; isBillingSameAsShipping?: boolean }

export type MedusaAddress = {
  first_name: string | null
  last_name: string | null
  address_1: string | null
  address_2: string | null
  city: string | null
  postal_code: string | null
  phone: string | null
  country_code: string
  province: string | null
}

export type CartPlace = {
  /** Spec values, e.g. USA / CO. */
  shippingCountry: string
  shippingState: string
  billingCountry: string
  billingState: string
  shipping: MedusaAddress
  billing: MedusaAddress
  /** True when taxes must come from a different place than the shipping address. */
  billingTaxesDiffer: boolean
}

function toMedusaAddress(a: ShopAddress, country: string, state: string): MedusaAddress {
  const place = toMedusaPlace(country, state)
  return {
    first_name: a.firstName || null,
    last_name: a.lastName || null,
    address_1: a.address1 || null,
    address_2: a.address2 || null,
    city: a.city || null,
    postal_code: a.zipCode || null,
    phone: a.phoneNumber || null,
    ...place,
  }
}

function countryAndState(a: ShopAddress | null | undefined): { country: string; state: string } {
  const country = countryByValue(a?.country)?.value ?? DEFAULT_COUNTRY
  const states = countryByValue(country)!.states
  const state = states.find((s) => s.value === (a?.state ?? "").toUpperCase())?.value
  // Spec defaults: country USA, state CO; another country starts at its first state.
  return { country, state: state ?? (country === DEFAULT_COUNTRY ? DEFAULT_STATE : (states[0]?.value ?? "")) }
}

export function cartPlaceFor(addresses: AccountAddresses | null | undefined): CartPlace {
  const shippingAddress = addresses?.shipping ?? {}
  const sameAsShipping = addresses?.isBillingSameAsShipping !== false || !addresses?.billing
  const billingAddress = sameAsShipping ? shippingAddress : addresses!.billing!
  const ship = countryAndState(shippingAddress)
  const bill = countryAndState(billingAddress)
  const shipping = toMedusaAddress(shippingAddress, ship.country, ship.state)
  const billing = toMedusaAddress(billingAddress, bill.country, bill.state)
  return {
    shippingCountry: ship.country,
    shippingState: ship.state,
    billingCountry: bill.country,
    billingState: bill.state,
    shipping,
    billing,
    billingTaxesDiffer: shipping.country_code !== billing.country_code || shipping.province !== billing.province,
  }
}

/** The region selling in a Medusa country (one per country in the seed). */
export async function regionForCountry(container: MedusaContainer, countryCode: string) {
  return (await loadRegions(container)).find((r) => r.countries.some((c) => c.iso_2 === countryCode))
}
