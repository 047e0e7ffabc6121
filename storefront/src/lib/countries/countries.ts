/**
 * The spec's country table (section 3): label, 3-letter value, currency and states.
 * A copy of backend/src/commerce/countries.ts (without Medusa's ISO codes); the backend is
 * the source of truth, so keep the two in step until it serves the table itself.
 */

export type CountryState = { label: string; value: string }
export type Country = { label: string; value: CountryValue; currency: "AUD" | "CAD" | "GBP" | "EUR" | "USD"; states: CountryState[] }

export const COUNTRY_VALUES = ["AUS", "CAN", "ENG", "IRL", "SCT", "USA", "WLS"] as const
export type CountryValue = (typeof COUNTRY_VALUES)[number]

/** Spec section 3: an address defaults to the USA, Colorado. */
export const DEFAULT_COUNTRY: CountryValue = "USA"
export const DEFAULT_STATE = "CO"

const states = (pairs: [string, string][]): CountryState[] => pairs.map(([value, label]) => ({ value, label }))

const US_STATES = states([
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"],
  ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia"],
  ["FL", "Florida"], ["GA", "Georgia"], ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"],
  ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"], ["KY", "Kentucky"], ["LA", "Louisiana"],
  ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"],
  ["MS", "Mississippi"], ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"],
  ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"],
  ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"], ["OR", "Oregon"],
  ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"], ["SD", "South Dakota"],
  ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"], ["VT", "Vermont"], ["VA", "Virginia"],
  ["WA", "Washington"], ["WV", "West Virginia"], ["WI", "Wisconsin"], ["WY", "Wyoming"],
])

const CANADIAN_PROVINCES = states([
  ["AB", "Alberta"], ["BC", "British Columbia"], ["MB", "Manitoba"], ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"], ["NT", "Northwest Territories"], ["NS", "Nova Scotia"], ["NU", "Nunavut"],
  ["ON", "Ontario"], ["PE", "Prince Edward Island"], ["QC", "Quebec"], ["SK", "Saskatchewan"], ["YT", "Yukon"],
])

const AUSTRALIAN_STATES = states([
  ["ACT", "Australian Capital Territory"], ["NSW", "New South Wales"], ["NT", "Northern Territory"],
  ["QLD", "Queensland"], ["SA", "South Australia"], ["TAS", "Tasmania"], ["VIC", "Victoria"],
  ["WA", "Western Australia"],
])

export const COUNTRIES: Country[] = [
  { label: "Australia", value: "AUS", currency: "AUD", states: AUSTRALIAN_STATES },
  { label: "Canada", value: "CAN", currency: "CAD", states: CANADIAN_PROVINCES },
  { label: "England", value: "ENG", currency: "GBP", states: [] },
  { label: "Ireland", value: "IRL", currency: "EUR", states: [] },
  { label: "Scotland", value: "SCT", currency: "GBP", states: [] },
  { label: "United States of America", value: "USA", currency: "USD", states: US_STATES },
  { label: "Wales", value: "WLS", currency: "GBP", states: [] },
]

export function countryByValue(value: string | null | undefined): Country | undefined {
  const upper = (value ?? "").toUpperCase()
  return COUNTRIES.find((c) => c.value === upper)
}

/** Spec section 5: changing the country resets the state to the country's first state ("" when it has none). */
export function firstStateOf(country: string): string {
  return countryByValue(country)?.states[0]?.value ?? ""
}

export function countryLabel(value: string | null | undefined): string {
  return countryByValue(value)?.label ?? value ?? ""
}
