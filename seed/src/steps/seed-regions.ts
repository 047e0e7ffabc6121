/** One Medusa region per currency area of the spec's country table. */
import { Modules } from "@medusajs/framework/utils"
import { createRegionsWorkflow } from "@medusajs/medusa/core-flows"
import type { RegionsData } from "../data"
import { StepCounter, type SeedContext, type StepReport } from "../types"

export async function seedRegions(
  { container }: SeedContext,
  data: RegionsData
): Promise<{ report: StepReport; regionIdByCurrency: Record<string, string> }> {
  const counter = new StepCounter("regions")
  const regionModule = container.resolve(Modules.REGION)
  const existing = await regionModule.listRegions({}, { relations: ["countries"] })
  const regionIdByCurrency: Record<string, string> = {}

  const missing = data.regions.filter((wanted) => {
    const found = existing.find((r) => r.name === wanted.name)
    if (found) {
      regionIdByCurrency[wanted.currency] = found.id
      counter.existing++
      return false
    }
    return true
  })

  if (missing.length) {
    const { result } = await createRegionsWorkflow(container).run({
      input: {
        regions: missing.map((r) => ({
          name: r.name,
          currency_code: r.currency,
          countries: r.countries.map((c) => c.iso2),
          payment_providers: ["pp_system_default"],
          automatic_taxes: true,
        })),
      },
    })
    for (const region of result) regionIdByCurrency[region.currency_code] = region.id
    counter.created += result.length
  }
  return { report: counter.report(), regionIdByCurrency }
}
