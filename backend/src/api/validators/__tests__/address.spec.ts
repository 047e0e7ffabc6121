import { describe, expect, it } from "vitest"
import type { z } from "zod"
import { accountAddressesSchema, addressSchema } from "../../../commerce/address-input"
import { updateAccountBody } from "../account"

const good = {
  firstName: "Sam",
  lastName: "Shopper",
  country: "USA",
  state: "NY",
  city: "New York",
  address1: "1 Main St",
  zipCode: "10001",
  phoneNumber: "303-555-0123",
}

const firstProblem = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? null : { field: r.error.issues[0].path.join("."), message: r.error.issues[0].message }
}

describe("addressSchema (spec section 5)", () => {
  it("accepts a full address and fills the defaults", () => {
    expect(addressSchema.parse({ ...good, country: undefined, state: undefined })).toMatchObject({
      country: "USA",
      state: "CO",
      address2: "",
    })
    expect(addressSchema.parse({ ...good, country: "can", state: undefined })).toMatchObject({ country: "CAN", state: "AB" })
    expect(addressSchema.parse({ ...good, country: "IRL", state: "NY" })).toMatchObject({ country: "IRL", state: "" })
  })

  it.each(["firstName", "lastName", "city", "address1"])("wants at least 2 characters in %s", (field) => {
    expect(firstProblem(addressSchema, { ...good, [field]: " a " })?.field).toBe(field)
    expect(firstProblem(addressSchema, { ...good, [field]: undefined })?.field).toBe(field)
  })

  it.each(["+303 555 0123", "303.555.012345", "3035550123", "(303) 555-0123"])("accepts the phone %s", (phoneNumber) => {
    expect(addressSchema.safeParse({ ...good, phoneNumber }).success).toBe(true)
  })

  it.each(["", "555-0123", "303-555-01", "303-555-0123456", "abc-def-ghij", "++303 555 0123"])("refuses the phone %j", (phoneNumber) => {
    expect(firstProblem(addressSchema, { ...good, phoneNumber })?.field).toBe("phoneNumber")
  })

  it("wants zip codes of 5 characters, 4 in Australia", () => {
    expect(firstProblem(addressSchema, { ...good, zipCode: "1234" })).toEqual({
      field: "zipCode",
      message: "Zip code must be at least 5 characters long.",
    })
    expect(addressSchema.safeParse({ ...good, country: "AUS", state: "NSW", zipCode: "2000" }).success).toBe(true)
    expect(firstProblem(addressSchema, { ...good, country: "AUS", state: "NSW", zipCode: "200" })?.field).toBe("zipCode")
  })

  it("knows only the table's countries and their states", () => {
    expect(firstProblem(addressSchema, { ...good, country: "FRA" })?.field).toBe("country")
    expect(firstProblem(addressSchema, { ...good, state: "ON" })?.field).toBe("state")
    expect(addressSchema.parse({ ...good, country: "CAN", state: "on" }).state).toBe("ON")
  })
})

describe("accountAddressesSchema", () => {
  it("checks billing only when it differs from shipping", () => {
    const same = accountAddressesSchema.parse({ shipping: good, billing: { firstName: "x" } })
    expect(same.isBillingSameAsShipping).toBe(true)
    expect(same.billing).toEqual(same.shipping)
    expect(
      firstProblem(accountAddressesSchema, { shipping: good, billing: { ...good, city: "x" }, isBillingSameAsShipping: false })
    ).toEqual({
      field: "billing.city",
      message: "City must be at least 2 characters long.",
    })
    const other = accountAddressesSchema.parse({
      shipping: good,
      billing: { ...good, country: "ENG", zipCode: "SW1A 1AA" },
      isBillingSameAsShipping: false,
    })
    expect(other.billing).toMatchObject({ country: "ENG", state: "" })
  })

  it("names the nested field in the update body", () => {
    expect(firstProblem(updateAccountBody, { addresses: { shipping: { ...good, zipCode: "1" } } })?.field).toBe(
      "addresses.shipping.zipCode"
    )
    expect(updateAccountBody.parse({ isAdmin: true, name: " Rex " })).toEqual({ name: "Rex" })
  })
})
