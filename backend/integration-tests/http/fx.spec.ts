/** GET /api/fx: the spec's rates (section 9), from the same file that priced the catalogue. */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { loadCatalogueData } from "@petshop/seed"
import { expect, it } from "vitest"

shopIntegrationTestRunner({
  testSuite: ({ api }) => {
    it("answers the spec's rates relative to USD, to anyone", async () => {
      const { status, data } = await api.get("/api/fx")
      expect(status).toBe(200)
      expect(data).toEqual({ base: "USD", rates: { AUD: 1.54, CAD: 1.35, EUR: 0.91, GBP: 0.79, USD: 1 } })
    })

    it("answers exactly the rates of seed/data/currencies.json, which priced the catalogue", async () => {
      const { data } = await api.get("/api/fx")
      const { rates } = loadCatalogueData().currencies
      expect(data.rates).toEqual(Object.fromEntries(Object.entries(rates).map(([c, r]) => [c.toUpperCase(), r])))
    })
  },
})
