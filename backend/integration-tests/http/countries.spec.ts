/**
 * GET /api/countries: the spec's country table (section 3) and address defaults, as the
 * storefront's address forms read them, and agreeing with what Medusa was seeded with
 * (each country's region currency, each Canadian province's taxes).
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { Modules } from "@medusajs/framework/utils"
import { seedShop } from "@petshop/seed"
import { beforeAll, expect, it } from "vitest"

type Country = {
  label: string
  value: string
  currency: string
  states: { label: string; value: string; taxes?: { name: string; rate: number }[] }[]
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let body: { countries: Country[]; defaults: { country: string; state: string } }
    let headers: Record<string, string>

    beforeAll(async () => {
      const res = await api.get("/api/countries")
      expect(res.status).toBe(200)
      body = res.data
      headers = res.headers as Record<string, string>
    })

    it("answers the seven countries by 3-letter value with label and currency, to anyone", () => {
      expect(body.countries.map((c) => [c.value, c.label, c.currency])).toEqual([
        ["AUS", "Australia", "AUD"],
        ["CAN", "Canada", "CAD"],
        ["ENG", "England", "GBP"],
        ["IRL", "Ireland", "EUR"],
        ["SCT", "Scotland", "GBP"],
        ["USA", "United States of America", "USD"],
        ["WLS", "Wales", "GBP"],
      ])
    })

    it("defaults an address to Colorado, USA, a state of the table", () => {
      expect(body.defaults).toEqual({ country: "USA", state: "CO" })
      const usa = body.countries.find((c) => c.value === "USA")!
      expect(usa.states.find((s) => s.value === "CO")?.label).toBe("Colorado")
      expect(usa.states).toHaveLength(51)
    })

    it("lists states for the USA, Canada and Australia only, none for the UK nations and Ireland", () => {
      const counts = Object.fromEntries(body.countries.map((c) => [c.value, c.states.length]))
      expect(counts).toEqual({ AUS: 8, CAN: 13, ENG: 0, IRL: 0, SCT: 0, USA: 51, WLS: 0 })
    })

    it("keeps Medusa's ISO codes and subdivisions to itself", () => {
      const text = JSON.stringify(body)
      expect(text).not.toMatch(/iso2|province|"us-|"ca-|"gb-/)
    })

    it("may be kept by browsers and the storefront server for an hour", () => {
      expect(headers["cache-control"]).toBe("public, max-age=3600")
    })

    it("gives every Canadian province the taxes Medusa charges there, and no taxes elsewhere", async () => {
      await seedShop(getContainer())
      const tax = getContainer().resolve(Modules.TAX)
      const regions = await tax.listTaxRegions({ country_code: "ca" })
      const rates = (await tax.listTaxRates({ tax_region_id: regions.map((r) => r.id) })).filter((t) => t.is_default)
      const defaultRate = (regionId: string) => rates.find((t) => t.tax_region_id === regionId)!
      const countryRate = defaultRate(regions.find((r) => !r.province_code)!.id)
      const canada = body.countries.find((c) => c.value === "CAN")!
      for (const state of canada.states) {
        const region = regions.find((r) => r.province_code === `ca-${state.value.toLowerCase()}`)
        expect(region, state.label).toBeDefined()
        const rate = defaultRate(region!.id)
        const charged = rate.is_combinable ? Number(countryRate.rate) + Number(rate.rate) : Number(rate.rate)
        const listed = state.taxes!.reduce((sum, t) => sum + t.rate, 0)
        expect(listed, state.label).toBeCloseTo(charged, 3)
        expect(
          state.taxes!.map((t) => t.name),
          state.label
        ).toContain(rate.name)
      }
      for (const c of body.countries.filter((x) => x.value !== "CAN")) {
        expect(
          c.states.every((s) => s.taxes === undefined),
          c.label
        ).toBe(true)
      }
    })

    it("prices in each country's currency: the Medusa region of that country uses it", async () => {
      // The runner empties the database after each test.
      await seedShop(getContainer())
      const regionModule = getContainer().resolve(Modules.REGION)
      const regions = await regionModule.listRegions({}, { relations: ["countries"] })
      const iso2: Record<string, string> = { AUS: "au", CAN: "ca", ENG: "gb", IRL: "ie", SCT: "gb", USA: "us", WLS: "gb" }
      for (const c of body.countries) {
        const region = regions.find((r) => r.countries?.some((x) => x.iso_2 === iso2[c.value]))
        expect(region?.currency_code, c.label).toBe(c.currency.toLowerCase())
      }
    })
  },
})
