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
import { StepCounter, type SeedContext, type StepReport } from "../types"

const MANUAL_PROVIDER = "manual_manual"

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

  let [location] = await stockLocationModule.listStockLocations({ name: data.stockLocation.name })
  if (location) counter.existing++
  else {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: { locations: [{ name: data.stockLocation.name, address: data.stockLocation.address }] },
    })
    location = result[0]
    counter.created++
  }

  const { data: locationLinks } = await query.graph({
    entity: "stock_location",
    fields: ["id", "sales_channels.id", "fulfillment_providers.id", "fulfillment_sets.id", "fulfillment_sets.name"],
    filters: { id: location.id },
  })
  const current = locationLinks[0] ?? {}

  if ((current.sales_channels ?? []).some((sc: { id: string } | null) => sc?.id === salesChannelId)) counter.existing++
  else {
    await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [salesChannelId] } })
    counter.created++
  }

  if ((current.fulfillment_providers ?? []).some((p: { id: string } | null) => p?.id === MANUAL_PROVIDER)) {
    counter.existing++
  } else {
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_PROVIDER },
    })
    counter.created++
  }

  let [profile] = await fulfillmentModule.listShippingProfiles({ name: data.shippingProfileName })
  if (profile) counter.existing++
  else {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: data.shippingProfileName, type: "default" }] },
    })
    profile = result[0]
    counter.created++
  }

  let [fulfillmentSet] = await fulfillmentModule.listFulfillmentSets(
    { name: data.fulfillmentSetName },
    { relations: ["service_zones", "service_zones.geo_zones"] }
  )
  if (fulfillmentSet) counter.existing++
  else {
    fulfillmentSet = await fulfillmentModule.createFulfillmentSets({
      name: data.fulfillmentSetName,
      type: "shipping",
      service_zones: [],
    })
    counter.created++
  }
  if ((current.fulfillment_sets ?? []).some((s: { id: string } | null) => s?.id === fulfillmentSet.id)) {
    counter.existing++
  } else {
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    })
    counter.created++
  }

  for (const zone of data.zones) {
    let [serviceZone] = await fulfillmentModule.listServiceZones({
      name: zone.name,
      fulfillment_set: { id: fulfillmentSet.id },
    })
    if (serviceZone) counter.existing++
    else {
      serviceZone = await fulfillmentModule.createServiceZones({
        name: zone.name,
        fulfillment_set_id: fulfillmentSet.id,
        geo_zones: zone.countries.map((country_code) => ({ type: "country" as const, country_code })),
      })
      counter.created++
    }

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
  }

  return { report: counter.report(), shippingProfileId: profile.id, stockLocationId: location.id }
}
