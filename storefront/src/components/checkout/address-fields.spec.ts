/**
 * The address form as the checkout renders it, with a country table shaped like GET /api/countries
 * answers it (the real table is checked in backend/integration-tests/http/countries.spec.ts; the
 * storefront builds on its own, so it does not import the backend): a new address shows
 * Colorado, USA, and a form moved to another country shows that country's states with the
 * first one chosen.
 */
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import type { Address } from "@petshop/contract"
import { withCountry, type CountryTable } from "@/lib/countries/countries"
import { AddressFields } from "./address-fields"

const states = (...values: string[]) => values.map((value) => ({ value, label: `State ${value}` }))
const table: CountryTable = {
  countries: [
    { label: "Australia", value: "AUS", currency: "AUD", states: states("ACT", "NSW") },
    { label: "Canada", value: "CAN", currency: "CAD", states: states("AB", "BC", "ON") },
    { label: "England", value: "ENG", currency: "GBP", states: [] },
    { label: "Ireland", value: "IRL", currency: "EUR", states: [] },
    { label: "Scotland", value: "SCT", currency: "GBP", states: [] },
    { label: "United States of America", value: "USA", currency: "USD", states: states("AL", "CO", "NY") },
    { label: "Wales", value: "WLS", currency: "GBP", states: [] },
  ],
  defaults: { country: "USA", state: "CO" },
}
const blank: Address = {
  firstName: "",
  lastName: "",
  country: "",
  state: "",
  city: "",
  address1: "",
  address2: "",
  zipCode: "",
  phoneNumber: "",
}
const noop = () => undefined

function render(address: Address) {
  const html = renderToStaticMarkup(
    createElement(AddressFields, {
      kind: "shipping",
      address,
      countries: table.countries,
      errors: {},
      onText: noop,
      onCountry: noop,
      onState: noop,
      onBlur: noop,
    })
  )
  const select = (name: string) => new RegExp(`<select[^>]*name="shipping\\.${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1]
  const selected = (name: string) => /<option value="([^"]*)" selected="">/.exec(select(name) ?? "")?.[1]
  const options = (name: string) => [...(select(name) ?? "").matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])
  return { html, selected, options }
}

describe("the checkout's address fields", () => {
  it("show a new address in Colorado, United States of America, with a zip code", () => {
    const form = render({ ...blank, ...table.defaults })
    expect(form.selected("country")).toBe("USA")
    expect(form.options("country")).toEqual(["AUS", "CAN", "ENG", "IRL", "SCT", "USA", "WLS"])
    expect(form.selected("state")).toBe("CO")
    expect(form.html).toContain(">Zip code</label>")
  })

  it("show Canada's provinces with the first chosen after the shopper picks Canada", () => {
    const form = render(withCountry({ ...blank, ...table.defaults }, "CAN", table.countries))
    expect(form.selected("country")).toBe("CAN")
    expect(form.options("state")).toEqual(["AB", "BC", "ON"])
    expect(form.selected("state")).toBe("AB")
    expect(form.html).toContain(">Province</label>")
    expect(form.html).toContain(">Postcode</label>")
  })

  it("show no state picker for Scotland", () => {
    const form = render(withCountry({ ...blank, ...table.defaults }, "SCT", table.countries))
    expect(form.selected("country")).toBe("SCT")
    expect(form.html).not.toContain('name="shipping.state"')
  })
})
