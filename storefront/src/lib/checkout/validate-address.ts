/**
 * The address rules of spec section 5, per field, so each form field can show its own
 * message. The wording matches the backend's (backend/src/commerce/address-input.ts), which
 * checks the same rules again when the address is saved and before checkout. Countries and
 * states are those of the table GET /api/countries answered.
 */
import type { Address } from "@petshop/contract"
import { countryByValue, type Country } from "../countries/countries"

export type AddressField = keyof Address
export type AddressErrors = Partial<Record<AddressField, string>>
export type AddressBook = { shipping: Address; billing: Address; isBillingSameAsShipping: boolean }
export type AddressBookErrors = { shipping: AddressErrors; billing: AddressErrors }

/** Optional plus, 3 digits, 3 digits, then 4 to 6 digits, with optional separators (spaces, dots, dashes, brackets round the first 3). */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/

export const ADDRESS_MESSAGES = {
  firstName: "First name must be at least 2 characters long.",
  lastName: "Last name must be at least 2 characters long.",
  country: "Please choose a country.",
  state: "Please choose a state.",
  city: "City must be at least 2 characters long.",
  address1: "Address must be at least 2 characters long.",
  phoneNumber: "Please write a valid phone number, e.g. 303-555-0123.",
  zipCodeMissing: "Please write a zip code.",
  zipCodeShort: (min: number) => `Zip code must be at least ${min} characters long.`,
} as const

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "")
const atLeast2 = (value: unknown) => text(value).length >= 2

/** Zip codes are at least 4 characters long in Australia and 5 elsewhere. */
export const minZipLength = (country: string) => (country.toUpperCase() === "AUS" ? 4 : 5)

export function validateAddress(address: Partial<Address>, countries: readonly Country[]): AddressErrors {
  const errors: AddressErrors = {}
  if (!atLeast2(address.firstName)) errors.firstName = ADDRESS_MESSAGES.firstName
  if (!atLeast2(address.lastName)) errors.lastName = ADDRESS_MESSAGES.lastName

  const country = countryByValue(countries, text(address.country))
  if (!atLeast2(address.country) || !country) errors.country = ADDRESS_MESSAGES.country
  else if (country.states.length && !country.states.some((s) => s.value === text(address.state).toUpperCase())) {
    errors.state = ADDRESS_MESSAGES.state
  }

  if (!atLeast2(address.city)) errors.city = ADDRESS_MESSAGES.city
  if (!atLeast2(address.address1)) errors.address1 = ADDRESS_MESSAGES.address1
  if (!PHONE_PATTERN.test(text(address.phoneNumber))) errors.phoneNumber = ADDRESS_MESSAGES.phoneNumber

  const zip = text(address.zipCode)
  const minZip = minZipLength(country?.value ?? text(address.country))
  if (!zip) errors.zipCode = ADDRESS_MESSAGES.zipCodeMissing
  else if (zip.length < minZip) errors.zipCode = ADDRESS_MESSAGES.zipCodeShort(minZip)
  return errors
}

export const isAddressValid = (address: Partial<Address>, countries: readonly Country[]) =>
  Object.keys(validateAddress(address, countries)).length === 0

/** Billing is checked only when it differs from shipping (the "Billing same as shipping" box is off). */
export function validateAddressBook(book: AddressBook, countries: readonly Country[]): AddressBookErrors {
  return {
    shipping: validateAddress(book.shipping, countries),
    billing: book.isBillingSameAsShipping ? {} : validateAddress(book.billing, countries),
  }
}

export function isAddressBookValid(book: AddressBook, countries: readonly Country[]): boolean {
  const errors = validateAddressBook(book, countries)
  return !Object.keys(errors.shipping).length && !Object.keys(errors.billing).length
}
