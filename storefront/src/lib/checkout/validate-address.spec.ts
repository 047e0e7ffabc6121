import { describe, expect, it } from "vitest"
import type { Address } from "@petshop/contract"
import type { Country } from "../countries/countries"
import {
  ADDRESS_MESSAGES,
  PHONE_PATTERN,
  isAddressBookValid,
  isAddressValid,
  minZipLength,
  validateAddress,
  validateAddressBook,
} from "./validate-address"

// A table shaped like GET /api/countries answers it (the real one is checked in backend/integration-tests/http/countries.spec.ts).
const table: Country[] = [
  { label: "Australia", value: "AUS", currency: "AUD", states: [{ label: "New South Wales", value: "NSW" }] },
  {
    label: "Canada",
    value: "CAN",
    currency: "CAD",
    states: [
      { label: "Ontario", value: "ON" },
      { label: "Quebec", value: "QC" },
    ],
  },
  { label: "England", value: "ENG", currency: "GBP", states: [] },
  { label: "Ireland", value: "IRL", currency: "EUR", states: [] },
  { label: "Scotland", value: "SCT", currency: "GBP", states: [] },
  { label: "United States of America", value: "USA", currency: "USD", states: [{ label: "Colorado", value: "CO" }] },
  { label: "Wales", value: "WLS", currency: "GBP", states: [] },
]

const good: Address = {
  firstName: "Ada",
  lastName: "Lovelace",
  country: "USA",
  state: "CO",
  city: "Denver",
  address1: "1 Main St",
  address2: "",
  zipCode: "80202",
  phoneNumber: "303-555-0123",
}

describe("validateAddress (spec section 5)", () => {
  it("accepts a complete US address", () => {
    expect(validateAddress(good, table)).toEqual({})
    expect(isAddressValid(good, table)).toBe(true)
  })

  it.each(["firstName", "lastName", "city", "address1"] as const)("needs at least 2 characters in %s", (field) => {
    expect(validateAddress({ ...good, [field]: "A" }, table)[field]).toBe(ADDRESS_MESSAGES[field])
    expect(validateAddress({ ...good, [field]: "" }, table)[field]).toBe(ADDRESS_MESSAGES[field])
    // Spaces do not count.
    expect(validateAddress({ ...good, [field]: "  A  " }, table)[field]).toBe(ADDRESS_MESSAGES[field])
    expect(validateAddress({ ...good, [field]: "Al" }, table)[field]).toBeUndefined()
  })

  it("reports only the fields that are wrong", () => {
    expect(Object.keys(validateAddress({ ...good, firstName: "", zipCode: "1" }, table)).sort()).toEqual(["firstName", "zipCode"])
  })

  it("reports every empty field of a blank address", () => {
    const errors = validateAddress({ ...good, firstName: "", lastName: "", city: "", address1: "", zipCode: "", phoneNumber: "" }, table)
    expect(Object.keys(errors).sort()).toEqual(["address1", "city", "firstName", "lastName", "phoneNumber", "zipCode"])
  })

  it("treats missing fields as empty", () => {
    const errors = validateAddress({ country: "USA", state: "CO" }, table)
    expect(errors.firstName).toBe(ADDRESS_MESSAGES.firstName)
    expect(errors.zipCode).toBe(ADDRESS_MESSAGES.zipCodeMissing)
    expect(errors.country).toBeUndefined()
  })

  it("needs a country of the table, at least 2 characters", () => {
    expect(validateAddress({ ...good, country: "" }, table).country).toBe(ADDRESS_MESSAGES.country)
    expect(validateAddress({ ...good, country: "U" }, table).country).toBe(ADDRESS_MESSAGES.country)
    expect(validateAddress({ ...good, country: "FRA" }, table).country).toBe(ADDRESS_MESSAGES.country)
    expect(validateAddress({ ...good, country: "usa" }, table).country).toBeUndefined()
  })

  it("needs a state of the country when the country has states", () => {
    expect(validateAddress({ ...good, state: "" }, table).state).toBe(ADDRESS_MESSAGES.state)
    expect(validateAddress({ ...good, state: "ON" }, table).state).toBe(ADDRESS_MESSAGES.state)
    expect(validateAddress({ ...good, country: "CAN", state: "ON", zipCode: "M5V 2T6" }, table)).toEqual({})
    // England, Ireland, Scotland and Wales have no states.
    for (const country of ["ENG", "IRL", "SCT", "WLS"]) {
      expect(validateAddress({ ...good, country, state: "", zipCode: "SW1A 1AA" }, table)).toEqual({})
    }
  })

  describe("zip code", () => {
    it("is required", () => {
      expect(validateAddress({ ...good, zipCode: "" }, table).zipCode).toBe(ADDRESS_MESSAGES.zipCodeMissing)
      expect(validateAddress({ ...good, zipCode: "   " }, table).zipCode).toBe(ADDRESS_MESSAGES.zipCodeMissing)
    })

    it("has at least 4 characters in Australia", () => {
      const au = { ...good, country: "AUS", state: "NSW" }
      expect(validateAddress({ ...au, zipCode: "2000" }, table).zipCode).toBeUndefined()
      expect(validateAddress({ ...au, zipCode: "200" }, table).zipCode).toBe("Zip code must be at least 4 characters long.")
    })

    it("has at least 5 characters elsewhere", () => {
      expect(validateAddress({ ...good, zipCode: "8020" }, table).zipCode).toBe("Zip code must be at least 5 characters long.")
      expect(validateAddress({ ...good, zipCode: "80202" }, table).zipCode).toBeUndefined()
      expect(validateAddress({ ...good, country: "IRL", state: "", zipCode: "D02X" }, table).zipCode).toBe(ADDRESS_MESSAGES.zipCodeShort(5))
    })

    it("minZipLength follows the country", () => {
      expect(minZipLength("AUS")).toBe(4)
      expect(minZipLength("aus")).toBe(4)
      expect(minZipLength("USA")).toBe(5)
      expect(minZipLength("ENG")).toBe(5)
    })
  })

  describe("phone number: optional plus, 3 digits, 3 digits, 4 to 6 digits, optional separators", () => {
    it.each([
      "3035550123",
      "303-555-0123",
      "303 555 0123",
      "303.555.0123",
      "(303) 555-0123",
      "(303)555-0123",
      "+303 555 0123",
      "+3035550123",
      "303-555-01234",
      "303-555-012345",
      " 303-555-0123 ",
    ])("accepts %j", (phone) => {
      expect(validateAddress({ ...good, phoneNumber: phone }, table).phoneNumber).toBeUndefined()
    })

    it.each([
      "",
      "555-0123",
      "303-555-012",
      "303-555-0123456",
      "++303 555 0123",
      "303--555-0123",
      "phone",
      "303-555-01a3",
      "1 303 555 0123",
    ])("rejects %j", (phone) => {
      expect(validateAddress({ ...good, phoneNumber: phone }, table).phoneNumber).toBe(ADDRESS_MESSAGES.phoneNumber)
    })

    it("is the backend's pattern", () => {
      expect(PHONE_PATTERN.source).toBe(String.raw`^\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$`)
    })
  })
})

describe("validateAddressBook", () => {
  const blank: Address = { ...good, firstName: "", lastName: "", city: "", address1: "", zipCode: "", phoneNumber: "" }

  it("does not check billing while it is the same as shipping", () => {
    const book = { shipping: good, billing: blank, isBillingSameAsShipping: true }
    expect(validateAddressBook(book, table)).toEqual({ shipping: {}, billing: {} })
    expect(isAddressBookValid(book, table)).toBe(true)
  })

  it("checks billing when it differs from shipping", () => {
    const book = { shipping: good, billing: blank, isBillingSameAsShipping: false }
    const errors = validateAddressBook(book, table)
    expect(errors.shipping).toEqual({})
    expect(errors.billing.firstName).toBe(ADDRESS_MESSAGES.firstName)
    expect(isAddressBookValid(book, table)).toBe(false)
    expect(isAddressBookValid({ ...book, billing: { ...good, country: "CAN", state: "QC", zipCode: "H2X 1Y4" } }, table)).toBe(true)
  })

  it("always checks shipping", () => {
    const book = { shipping: blank, billing: good, isBillingSameAsShipping: true }
    expect(validateAddressBook(book, table).shipping.city).toBe(ADDRESS_MESSAGES.city)
    expect(isAddressBookValid(book, table)).toBe(false)
  })
})
