/**
 * An account's saved addresses with the spec's defaults filled in (country USA, state CO,
 * billing the same as shipping). The cart picks its currency, shipping and taxes from these.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ACCOUNT_MODULE } from "../modules/account"
import type AccountModuleService from "../modules/account/service"
import { countryByValue, DEFAULT_COUNTRY, DEFAULT_STATE } from "./countries"

export type ShopAddressFields = {
  firstName: string
  lastName: string
  country: string
  state: string
  city: string
  address1: string
  address2: string
  zipCode: string
  phoneNumber: string
}
export type LoadedAccountAddresses = { shipping: ShopAddressFields; billing: ShopAddressFields; isBillingSameAsShipping: boolean }

const str = (v: unknown) => (typeof v === "string" ? v : "")

/** One stored address (or nothing) with every field present and the defaults applied. */
export function withAddressDefaults(stored: unknown): ShopAddressFields {
  const a = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>
  const country = countryByValue(str(a.country))?.value ?? DEFAULT_COUNTRY
  const states = countryByValue(country)!.states
  const fallback = country === DEFAULT_COUNTRY ? DEFAULT_STATE : (states[0]?.value ?? "")
  const state = states.find((s) => s.value === str(a.state).toUpperCase())?.value ?? fallback
  return {
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    country,
    state,
    city: str(a.city),
    address1: str(a.address1),
    address2: str(a.address2),
    zipCode: str(a.zipCode),
    phoneNumber: str(a.phoneNumber),
  }
}

/** The presented shape of the account column `addresses` (spec section 3). */
export function presentAddresses(stored: unknown): LoadedAccountAddresses {
  const value = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>
  const same = value.isBillingSameAsShipping !== false
  const shipping = withAddressDefaults(value.shipping)
  return { shipping, billing: same ? shipping : withAddressDefaults(value.billing), isBillingSameAsShipping: same }
}

export async function loadAccountAddresses(
  container: Pick<MedusaContainer, "resolve">,
  accountId: string
): Promise<LoadedAccountAddresses> {
  const account = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).retrieveAccount(accountId, { select: ["id", "addresses"] })
  return presentAddresses(account.addresses)
}
