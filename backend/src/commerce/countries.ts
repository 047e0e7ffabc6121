/**
 * The spec's country table (section 3): countries by their 3-letter values, each with label,
 * currency and states, and how each maps onto Medusa's ISO 3166 codes. England, Scotland and
 * Wales are one Medusa country (gb) told apart by their ISO 3166-2 subdivision (gb-eng, ...),
 * which is also what the seeded tax regions and shipping zones use.
 */
import type { Country } from "@petshop/contract"

export type StateTax = { name: string; rate: number }
export type SpecState = { label: string; value: string; province: string; taxes?: StateTax[] }
export type SpecCountry = {
  label: string
  value: CountryValue
  currency: "aud" | "cad" | "gbp" | "eur" | "usd"
  /** Medusa country code (ISO 3166-1 alpha-2, lower case). */
  iso2: string
  /** Subdivision used when the country itself is a subdivision (England, Scotland, Wales). */
  province?: string
  states: SpecState[]
}

export const COUNTRY_VALUES = ["AUS", "CAN", "ENG", "IRL", "SCT", "USA", "WLS"] as const
export type CountryValue = (typeof COUNTRY_VALUES)[number]

export const DEFAULT_COUNTRY: CountryValue = "USA"
export const DEFAULT_STATE = "CO"

const gst = { name: "GST", rate: 5 }
const hst = (rate: number) => [{ name: "HST", rate }]

const usStates: [string, string][] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
]

// Spec section 9, line by line.
const canadianProvinces: SpecState[] = [
  { value: "AB", label: "Alberta", province: "ca-ab", taxes: [gst] },
  { value: "BC", label: "British Columbia", province: "ca-bc", taxes: [gst, { name: "PST", rate: 7 }] },
  { value: "MB", label: "Manitoba", province: "ca-mb", taxes: [gst, { name: "RST", rate: 7 }] },
  { value: "NB", label: "New Brunswick", province: "ca-nb", taxes: hst(15) },
  { value: "NL", label: "Newfoundland and Labrador", province: "ca-nl", taxes: hst(15) },
  { value: "NT", label: "Northwest Territories", province: "ca-nt", taxes: [gst] },
  { value: "NS", label: "Nova Scotia", province: "ca-ns", taxes: hst(15) },
  { value: "NU", label: "Nunavut", province: "ca-nu", taxes: [gst] },
  { value: "ON", label: "Ontario", province: "ca-on", taxes: hst(13) },
  { value: "PE", label: "Prince Edward Island", province: "ca-pe", taxes: hst(15) },
  { value: "QC", label: "Quebec", province: "ca-qc", taxes: [gst, { name: "QST", rate: 9.975 }] },
  { value: "SK", label: "Saskatchewan", province: "ca-sk", taxes: [gst, { name: "PST", rate: 6 }] },
  { value: "YT", label: "Yukon", province: "ca-yt", taxes: [gst] },
]

const australianStates: [string, string][] = [
  ["ACT", "Australian Capital Territory"],
  ["NSW", "New South Wales"],
  ["NT", "Northern Territory"],
  ["QLD", "Queensland"],
  ["SA", "South Australia"],
  ["TAS", "Tasmania"],
  ["VIC", "Victoria"],
  ["WA", "Western Australia"],
]

export const COUNTRIES: SpecCountry[] = [
  {
    label: "Australia",
    value: "AUS",
    currency: "aud",
    iso2: "au",
    states: australianStates.map(([value, label]) => ({ value, label, province: `au-${value.toLowerCase()}` })),
  },
  { label: "Canada", value: "CAN", currency: "cad", iso2: "ca", states: canadianProvinces },
  { label: "England", value: "ENG", currency: "gbp", iso2: "gb", province: "gb-eng", states: [] },
  { label: "Ireland", value: "IRL", currency: "eur", iso2: "ie", states: [] },
  { label: "Scotland", value: "SCT", currency: "gbp", iso2: "gb", province: "gb-sct", states: [] },
  {
    label: "United States of America",
    value: "USA",
    currency: "usd",
    iso2: "us",
    states: usStates.map(([value, label]) => ({ value, label, province: `us-${value.toLowerCase()}` })),
  },
  { label: "Wales", value: "WLS", currency: "gbp", iso2: "gb", province: "gb-wls", states: [] },
]

const byValue = new Map(COUNTRIES.map((c) => [c.value, c]))

export function countryByValue(value: string | null | undefined): SpecCountry | undefined {
  return value ? byValue.get(value.toUpperCase() as CountryValue) : undefined
}

/** The spec rule: changing the country resets the state to the country's first state. */
export function firstStateOf(value: string): string {
  return countryByValue(value)?.states[0]?.value ?? ""
}

/** Medusa's address fields (country_code, province) for a spec country and state. */
export function toMedusaPlace(country: string, state?: string | null): { country_code: string; province: string | null } {
  const found = countryByValue(country)
  if (!found) throw new Error(`Unknown country ${country}`)
  if (found.province) return { country_code: found.iso2, province: found.province }
  const s = found.states.find((x) => x.value === (state ?? "").toUpperCase())
  return { country_code: found.iso2, province: s?.province ?? null }
}

/** The spec country value for a Medusa address (gb needs its subdivision to tell ENG, SCT and WLS apart). */
export function fromMedusaPlace(countryCode: string, province?: string | null): { country: CountryValue; state: string } | undefined {
  const iso2 = countryCode.toLowerCase()
  const p = (province ?? "").toLowerCase()
  const c =
    COUNTRIES.find((x) => x.iso2 === iso2 && x.province && x.province === p) ??
    COUNTRIES.find((x) => x.iso2 === iso2 && !x.province) ??
    (iso2 === "gb" ? byValue.get("ENG") : undefined)
  if (!c) return undefined
  const state = c.states.find((s) => s.province === p)?.value ?? ""
  return { country: c.value, state }
}

/** The country table (the spec's fields, without Medusa's ISO codes) and the address defaults (spec section 3) for the storefront's address forms. */
export function presentCountries(): { countries: Country[]; defaults: { country: CountryValue; state: string } } {
  return {
    countries: COUNTRIES.map((c) => ({
      label: c.label,
      value: c.value,
      currency: c.currency.toUpperCase(),
      states: c.states.map((s) => ({ label: s.label, value: s.value, ...(s.taxes ? { taxes: s.taxes } : {}) })),
    })),
    defaults: { country: DEFAULT_COUNTRY, state: DEFAULT_STATE },
  }
}
