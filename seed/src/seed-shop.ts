/**
 * Seeds the whole catalogue from the data files. Idempotent: every step creates only
 * what is missing (found by a natural key such as a region name or product handle) and
 * never overwrites what merchandisers changed in the Medusa admin, so a second run
 * changes nothing.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { loadCatalogueData, type CatalogueData } from "./data"
import { seedAccounts } from "./steps/seed-accounts"
import { seedArticles } from "./steps/seed-articles"
import { seedCatalogue } from "./steps/seed-catalogue"
import { seedDemoPaintings } from "./steps/seed-demo-paintings"
import { seedFulfillment } from "./steps/seed-fulfillment"
import { seedRegions } from "./steps/seed-regions"
import { seedReviews } from "./steps/seed-reviews"
import { seedStore } from "./steps/seed-store"
import { seedStyleSettings } from "./steps/seed-style-settings"
import { seedStyles } from "./steps/seed-styles"
import { seedTaxRegions } from "./steps/seed-tax-regions"
import type { StepReport } from "./types"

export type SeedShopOptions = {
  data?: CatalogueData
  /** Demo admin and shopper logins; off for production. */
  demoAccounts?: boolean
  log?: (message: string) => void
}

export type SeedShopResult = {
  steps: StepReport[]
  created: number
  publishableKey: string
  logins: { kind: "Medusa admin" | "Shopper"; email: string; password: string; note: string }[]
}

export async function seedShop(container: MedusaContainer, options: SeedShopOptions = {}): Promise<SeedShopResult> {
  const data = options.data ?? loadCatalogueData()
  const log = options.log ?? (() => undefined)
  const ctx = { container, log }
  const steps: StepReport[] = []
  const done = (report: StepReport) => {
    steps.push(report)
    log(`${report.step}: ${report.created} created, ${report.existing} already there`)
  }

  const store = await seedStore(ctx, data.accounts, data.currencies)
  done(store.report)
  done((await seedRegions(ctx, data.regions)).report)
  done(await seedTaxRegions(ctx, data.taxes))
  const fulfillment = await seedFulfillment(ctx, data.shipping, store.salesChannelId)
  done(fulfillment.report)
  done(
    await seedCatalogue(ctx, data.products, data.currencies, {
      salesChannelId: store.salesChannelId,
      shippingProfileId: fulfillment.shippingProfileId,
    })
  )
  done(await seedStyles(ctx, data.styles))
  done(await seedStyleSettings(ctx))
  done(await seedDemoPaintings(ctx))
  done(await seedArticles(ctx, data.content.articles))
  done(await seedReviews(ctx, data.content.reviews))
  const demoAccounts = options.demoAccounts ?? true
  if (demoAccounts) done(await seedAccounts(ctx, data.accounts))

  return {
    steps,
    created: steps.reduce((sum, s) => sum + s.created, 0),
    publishableKey: store.publishableKey,
    logins: demoAccounts
      ? [
          ...data.accounts.adminUsers.map((u) => ({
            kind: "Medusa admin" as const,
            email: u.email,
            password: u.password,
            note: "merchandiser",
          })),
          ...data.accounts.customers.map((c) => ({
            kind: "Shopper" as const,
            email: c.email,
            password: c.password,
            note: c.role,
          })),
        ]
      : [],
  }
}
