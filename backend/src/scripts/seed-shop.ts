/**
 * `medusa exec ./src/scripts/seed-shop.ts`: loads the catalogue of seed/data into this shop.
 * Safe to run again: it only creates what is missing. With SEED_RESULT_FILE set it
 * writes the publishable key and demo logins there for `npm start` to print. The demo logins
 * (public passwords, seed/data/accounts.json) are created only when SEED_DEMO_ACCOUNTS=true asks
 * for them, as `npm start` does; a production seed without it creates none.
 */
import { writeFileSync } from "node:fs"
import type { ExecArgs } from "@medusajs/framework/types"
import { seedShop } from "@petshop/seed"

export const demoAccountsWanted = (env: NodeJS.ProcessEnv): boolean => env.SEED_DEMO_ACCOUNTS === "true"

export default async function seedShopScript({ container }: ExecArgs) {
  const started = Date.now()
  const result = await seedShop(container, {
    demoAccounts: demoAccountsWanted(process.env),
    log: (message) => console.log(`[seed] ${message}`),
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`[seed] done in ${seconds} s: ${result.created} records created`)
  console.log(`[seed] storefront publishable key: ${result.publishableKey}`)
  if (process.env.SEED_RESULT_FILE) {
    writeFileSync(process.env.SEED_RESULT_FILE, JSON.stringify(result, null, 2))
  }
}
