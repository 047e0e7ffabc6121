/**
 * The shop's regions (a handful: one per currency) with their countries and whether they tax
 * automatically: every cart read needs its region's, and moving a cart to a shipping country
 * needs the region selling there. Set up by an admin, so they come from the shared cache, which
 * the Caching Module clears when a region or its countries change (REGION_TAGS).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { REGION_TAGS } from "../../cache/cache-tags"
import { readThroughValue } from "../../cache/read-through"

export type ShopRegion = { id: string; currency_code: string; automatic_taxes: boolean | null; countries: { iso_2: string }[] }

const REGIONS_TTL_SECONDS = 600

export async function loadRegions(container: MedusaContainer): Promise<ShopRegion[]> {
  return readThroughValue(container, { key: "petshop:cart:regions", tags: REGION_TAGS, ttl: REGIONS_TTL_SECONDS }, async () => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "region", fields: ["id", "currency_code", "automatic_taxes", "countries.iso_2"] })
    return (data as unknown as ShopRegion[]).map((r) => ({ ...r, countries: (r.countries ?? []).filter(Boolean) }))
  })
}
