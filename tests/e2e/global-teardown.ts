/** Stops the shop global-setup started and drops its database (E2E_KEEP_SHOP=1 keeps it for the next run). */
import { existsSync, readFileSync } from "node:fs"
import { E2E_SHOP, stopTestShop, type TestShop } from "../../scripts/lib/test-shop"
import { SHOP_FILE } from "./support/paths"

export default async function globalTeardown() {
  if (process.env.E2E_KEEP_SHOP === "1" || !existsSync(SHOP_FILE)) return
  const shop = JSON.parse(readFileSync(SHOP_FILE, "utf8")) as TestShop
  await stopTestShop(E2E_SHOP, shop)
}
