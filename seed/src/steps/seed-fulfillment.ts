/**
 * Where prints ship from and how: the print studio's stock location, one shipping
 * profile for printed artworks, a service zone per country group and its shipping options.
 */
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"
import type { ShippingData } from "../data"
import { ensure, findOrCreate, StepCounter, type SeedContext, type StepReport } from "../types"

const MANUAL_PROVIDER = "manual_manual"
// Medusa prices flat shipping options with the cart as pricing context, so a price rule on
// the shipping address's subdivision applies to carts shipping there.
export const SURCHARGE_RULE_ATTRIBUTE = "shipping_address.province"

type ZoneData = ShippingData["zones"][number]
type OptionPrices = {
  id: string
  name: string
  price_set_link?: { price_set_id: string } | null
  prices?: { amount: number; currency_code: string; price_rules?: { attribute: string; value: string }[] }[]
}

/**
 * Adds each surcharge as a conditional price of the zone's options (once). Price rules with a
 * plain value match a pricing-context path exactly; the workflow's operator rules only take
 * numbers, so the pricing module adds these directly.
 */
async function ensureSurchargePrices(container: SeedContext["container"], counter: StepCounter, serviceZoneId: string, zone: ZoneData) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const pricing = container.resolve(Modules.PRICING)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: [
      "id",
      "name",
      "price_set_link.price_set_id",
      "prices.amount",
      "prices.currency_code",
      "prices.price_rules.attribute",
      "prices.price_rules.value",
    ],
    filters: { service_zone_id: serviceZoneId },
  })
  for (const option of data as unknown as OptionPrices[]) {
    const base = zone.options.find((o) => o.name === option.name)
    const priceSetId = option.price_set_link?.price_set_id
    if (!base || !priceSetId) throw new Error(`Shipping option ${option.name} has no price set`)
    for (const s of zone.surcharges) {
      const has = (option.prices ?? []).some((p) =>
        (p.price_rules ?? []).some((r) => r.attribute === SURCHARGE_RULE_ATTRIBUTE && r.value === s.province)
      )
      await ensure(counter, has, () =>
        pricing.addPrices({
          priceSetId,
          prices: [
            {
              currency_code: zone.currency,
              amount: surchargedAmount(base.amount, s.multiplier),
              rules: { [SURCHARGE_RULE_ATTRIBUTE]: s.province },
            },
          ],
        })
      )
    }
  }
}

/** The option's price times the multiplier, to the cent. */
export const surchargedAmount = (amount: number, multiplier: number) => Math.round(amount * multiplier * 100) / 100

export type FulfillmentSeedResult = { report: StepReport; shippingProfileId: string; stockLocationId: string }

export async function seedFulfillment(
  { container }: SeedContext,
  data: ShippingData,
  salesChannelId: string
): Promise<FulfillmentSeedResult> {
  const counter = new StepCounter("stock location and shipping")
  const stockLocationModule = container.resolve(Modules.STOCK_LOCATION)
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)

  const location = await findOrCreate(
    counter,
    async () => (await stockLocationModule.listStockLocations({ name: data.stockLocation.name }))[0],
    async () =>
      (
        await createStockLocationsWorkflow(container).run({
          input: { locations: [{ name: data.stockLocation.name, address: data.stockLocation.address }] },
        })
      ).result[0]
  )

  const { data: locationLinks } = await query.graph({
    entity: "stock_location",
    fields: ["id", "sales_channels.id", "fulfillment_providers.id", "fulfillment_sets.id"],
    filters: { id: location.id },
  })
  const current = locationLinks[0] ?? {}
  const hasLinked = (list: ({ id: string } | null)[] | undefined, id: string) => (list ?? []).some((x) => x?.id === id)

  await ensure(counter, hasLinked(current.sales_channels, salesChannelId), () =>
    linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [salesChannelId] } })
  )
  await ensure(counter, hasLinked(current.fulfillment_providers, MANUAL_PROVIDER), () =>
    link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_PROVIDER },
    })
  )

  const profile = await findOrCreate(
    counter,
    async () => (await fulfillmentModule.listShippingProfiles({ name: data.shippingProfileName }))[0],
    async () =>
      (
        await createShippingProfilesWorkflow(container).run({
          input: { data: [{ name: data.shippingProfileName, type: "default" }] },
        })
      ).result[0]
  )

  const fulfillmentSet = await findOrCreate(
    counter,
    async () => (await fulfillmentModule.listFulfillmentSets({ name: data.fulfillmentSetName }))[0],
    () => fulfillmentModule.createFulfillmentSets({ name: data.fulfillmentSetName, type: "shipping", service_zones: [] })
  )
  await ensure(counter, hasLinked(current.fulfillment_sets, fulfillmentSet.id), () =>
    link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    })
  )

  for (const zone of data.zones) {
    const serviceZone = await findOrCreate(
      counter,
      async () => (await fulfillmentModule.listServiceZones({ name: zone.name, fulfillment_set: { id: fulfillmentSet.id } }))[0],
      () =>
        fulfillmentModule.createServiceZones({
          name: zone.name,
          fulfillment_set_id: fulfillmentSet.id,
          geo_zones: zone.countries.map((country_code) => ({ type: "country" as const, country_code })),
        })
    )

    const existingOptions = await fulfillmentModule.listShippingOptions({ service_zone: { id: serviceZone.id } })
    const missing = zone.options.filter((option) => {
      if (existingOptions.some((o) => o.name === option.name)) {
        counter.existing++
        return false
      }
      return true
    })
    if (missing.length) {
      await createShippingOptionsWorkflow(container).run({
        input: missing.map((option) => ({
          name: option.name,
          price_type: "flat" as const,
          provider_id: MANUAL_PROVIDER,
          service_zone_id: serviceZone.id,
          shipping_profile_id: profile.id,
          type: { label: option.name, description: option.name, code: option.code },
          prices: [{ currency_code: zone.currency, amount: option.amount }],
          rules: [
            { attribute: "enabled_in_store", value: "true", operator: "eq" as const },
            { attribute: "is_return", value: "false", operator: "eq" as const },
          ],
        })),
      })
      counter.created += missing.length
    }
    if (zone.surcharges.length) await ensureSurchargePrices(container, counter, serviceZone.id, zone)
  }

  return { report: counter.report(), shippingProfileId: profile.id, stockLocationId: location.id }
}
