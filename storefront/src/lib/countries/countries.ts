/**
 * The spec's country table (section 3) as GET /api/countries serves it: the backend owns the
 * table (backend/src/commerce/countries.ts), so the storefront keeps no copy, only these pure
 * look-ups over the fetched table.
 */
import type { Country } from "@petshop/contract"

export type { Country } from "@petshop/contract"

/** The answer of GET /api/countries: the table and the address defaults (USA, CO). */
export type CountryTable = { countries: Country[]; defaults: { country: string; state: string } }

export function countryByValue(countries: readonly Country[] | undefined, value: string | null | undefined): Country | undefined {
  const upper = (value ?? "").trim().toUpperCase()
  return upper ? countries?.find((c) => c.value === upper) : undefined
}

/** Spec section 5: changing the country resets the state to the country's first state ("" when it has none). */
export function firstStateOf(countries: readonly Country[] | undefined, country: string): string {
  return countryByValue(countries, country)?.states[0]?.value ?? ""
}

/** The country's name, or the value itself while the table is loading or for a value it lacks. */
export function countryLabel(countries: readonly Country[] | undefined, value: string | null | undefined): string {
  return countryByValue(countries, value)?.label ?? value ?? ""
}

/** An address moved to another country: its state becomes that country's first state (spec section 5). */
export function withCountry<A extends { country: string; state: string }>(
  address: A,
  country: string,
  countries: readonly Country[] | undefined
): A {
  return { ...address, country, state: firstStateOf(countries, country) }
}
