/**
 * Tax regions: one per country with its default rate, and for Canada one per province
 * or territory (ca-on, ca-qc, ...). A combinable province rate adds to the country's GST;
 * a non-combinable one (HST) replaces it.
 */
import { Modules } from "@medusajs/framework/utils"
import { createTaxRegionsWorkflow } from "@medusajs/medusa/core-flows"
import type { TaxesData } from "../data"
import { StepCounter, type SeedContext, type StepReport } from "../types"

export async function seedTaxRegions({ container }: SeedContext, data: TaxesData): Promise<StepReport> {
  const counter = new StepCounter("tax regions")
  const taxModule = container.resolve(Modules.TAX)
  const existing = await taxModule.listTaxRegions({})
  const find = (country: string, province: string | null) =>
    existing.find((r) => r.country_code === country && (r.province_code ?? null) === province)

  for (const country of data.countries) {
    let parent = find(country.country, null)
    if (parent) counter.existing++
    else {
      const { result } = await createTaxRegionsWorkflow(container).run({
        input: [
          {
            country_code: country.country,
            provider_id: "tp_system",
            default_tax_rate: { ...country.default },
          },
        ],
      })
      parent = result[0]
      counter.created++
    }

    const provinces = country.provinces.filter((p) => {
      if (find(country.country, p.code)) {
        counter.existing++
        return false
      }
      return true
    })
    if (provinces.length) {
      await createTaxRegionsWorkflow(container).run({
        input: provinces.map((p) => ({
          country_code: country.country,
          province_code: p.code,
          // Only a country-level region names a tax provider; provinces inherit it.
          parent_id: parent!.id,
          default_tax_rate: { ...p.default, is_combinable: p.combinable },
        })),
      })
      counter.created += provinces.length
    }
  }
  return counter.report()
}
