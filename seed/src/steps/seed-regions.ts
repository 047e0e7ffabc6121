/** One Medusa region per currency area of the spec's country table. */
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createRegionsWorkflow, updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import type { RegionsData } from "../data"
import { StepCounter, type SeedContext, type StepReport } from "../types"

/**
 * Payment providers every region offers: both hosted checkouts (`pp_{identifier}_{id}` of
 * backend/src/modules/hosted-checkout), so the shop can switch between Stripe and test
 * payments without re-seeding; the backend decides which one checkout uses.
 */
export const REGION_PAYMENT_PROVIDERS = ["pp_stripe-checkout_hosted", "pp_test-checkout_hosted"]

/**
 * Medusa's system provider approves every payment: offered in a region, anyone could complete
 * a cart through the public /store API without paying. The seed takes it off regions.
 */
export const RETIRED_PAYMENT_PROVIDERS = ["pp_system_default"]

export async function seedRegions(
  { container }: SeedContext,
  data: RegionsData
): Promise<{ report: StepReport; regionIdByCurrency: Record<string, string> }> {
  const counter = new StepCounter("regions")
  const regionModule = container.resolve(Modules.REGION)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const existing = await regionModule.listRegions({}, { relations: ["countries"] })
  const regionIdByCurrency: Record<string, string> = {}

  // Only providers this backend registered: linking an unknown id would fail the seed.
  const registered = new Set(
    (await container.resolve(Modules.PAYMENT).listPaymentProviders({ id: REGION_PAYMENT_PROVIDERS, is_enabled: true })).map((p) => p.id)
  )
  const wantedProviders = REGION_PAYMENT_PROVIDERS.filter((id) => registered.has(id))

  const missing = data.regions.filter((wanted) => {
    const found = existing.find((r) => r.name === wanted.name)
    if (found) {
      regionIdByCurrency[wanted.currency] = found.id
      counter.existing++
      return false
    }
    return true
  })

  // Existing regions gain providers they lack and lose retired ones; others a merchandiser added stay.
  const existingIds = Object.values(regionIdByCurrency)
  if (existingIds.length) {
    const { data: withProviders } = await query.graph({
      entity: "region",
      fields: ["id", "payment_providers.id"],
      filters: { id: existingIds },
    })
    for (const region of withProviders as unknown as { id: string; payment_providers?: ({ id: string } | null)[] }[]) {
      const current = (region.payment_providers ?? []).flatMap((p) => (p ? [p.id] : []))
      const lacking = wantedProviders.filter((id) => !current.includes(id))
      const kept = current.filter((id) => !RETIRED_PAYMENT_PROVIDERS.includes(id))
      if (!lacking.length && kept.length === current.length) continue
      await updateRegionsWorkflow(container).run({
        input: { selector: { id: region.id }, update: { payment_providers: [...kept, ...lacking] } },
      })
      counter.created++
    }
  }

  if (missing.length) {
    const { result } = await createRegionsWorkflow(container).run({
      input: {
        regions: missing.map((r) => ({
          name: r.name,
          currency_code: r.currency,
          countries: r.countries.map((c) => c.iso2),
          payment_providers: wantedProviders,
          automatic_taxes: true,
        })),
      },
    })
    for (const region of result) regionIdByCurrency[region.currency_code] = region.id
    counter.created += result.length
  }
  return { report: counter.report(), regionIdByCurrency }
}
