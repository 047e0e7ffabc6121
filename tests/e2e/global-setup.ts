/**
 * Starts the shop the tests run against, once for the whole run: `bootstrap.mjs start` on
 * the e2e ports, database and Redis database (or a running shop named by
 * E2E_STOREFRONT_URL), and writes down where it is for the test workers. Before it, the fake
 * Prodigi the e2e shop sends print orders to; the returned function stops it after the run
 * (also when E2E_KEEP_SHOP=1 keeps the shop: the next run starts a new one on the same port).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { E2E_SHOP, FAKE_PRODIGI_API_KEY, startTestShop } from "../../scripts/lib/test-shop"
import { startFakeProdigi } from "../fake-services/prodigi"
import { ARTIFACTS_DIR, SCREENSHOTS_DIR, SHOP_FILE } from "./support/paths"

export default async function globalSetup() {
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true })
  mkdirSync(SCREENSHOTS_DIR, { recursive: true })
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const prodigi = await startFakeProdigi({ apiKey: FAKE_PRODIGI_API_KEY, port: E2E_SHOP.fakeProdigiPort })
  const shop = await startTestShop(E2E_SHOP, { fresh: process.env.E2E_KEEP_SHOP !== "1" }).catch(async (err) => {
    await prodigi.close()
    throw err
  })
  writeFileSync(SHOP_FILE, JSON.stringify(shop, null, 2))
  console.log(
    shop.startedHere
      ? `e2e shop started in ${shop.startSeconds.toFixed(1)} s: ${shop.storefrontUrl} (backend ${shop.backendUrl}, state ${shop.stateDir})`
      : `e2e against the running shop at ${shop.storefrontUrl} (backend ${shop.backendUrl})`
  )
  return () => prodigi.close()
}
