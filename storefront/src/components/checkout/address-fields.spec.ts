/**
 * The address form as the checkout renders it, with the real country table of GET /api/countries
 * (the backend's presentCountries, which the route answers): a new address shows Colorado, USA,
 * and a form moved to another country shows that country's states with the first one chosen.
 */
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { presentCountries } from "../../../../backend/src/commerce/countries"
import type { Address } from "@/lib/api/types"
import { withCountry } from "@/lib/countries/countries"
import { AddressFields } from "./address-fields"

const table = presentCountries()
const blank: Address = { firstName: "", lastName: "", country: "", state: "", city: "", address1: "", address2: "", zipCode: "", phoneNumber: "" }
const noop = () => undefined

function render(address: Address) {
  const html = renderToStaticMarkup(
    createElement(AddressFields, { kind: "shipping", address, countries: table.countries, errors: {}, onText: noop, onCountry: noop, onState: noop, onBlur: noop })
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
    expect(form.options("state")).toHaveLength(13)
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
