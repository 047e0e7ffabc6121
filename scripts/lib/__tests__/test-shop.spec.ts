import { describe, expect, it } from "vitest"
import {
  E2E_SHOP,
  FAKE_PRINT_PARTNER_CALLBACK_SECRET,
  FAKE_PRODIGI_API_KEY,
  parseDemoLogins,
  runningShopFromEnv,
  testShopEnv,
} from "../test-shop"

const START_OUTPUT = `
  Demo logins
    Medusa admin  admin@petportraits.test      portrait-admin-2026      merchandiser
    Shopper       shopper@petportraits.test    portrait-shopper-2026    verified shopper
    Shopper       newbie@petportraits.test     portrait-newbie-2026     registered, email not yet verified

  Stop everything with: npm stop
`

describe("the shop the browser tests run against", () => {
  it("reads the demo logins npm start prints, by role", () => {
    const logins = parseDemoLogins(START_OUTPUT)
    expect(Object.keys(logins)).toEqual(["admin", "shopper", "newbie"])
    expect(logins.newbie).toEqual({
      email: "newbie@petportraits.test",
      password: "portrait-newbie-2026",
      role: "registered, email not yet verified",
    })
  })

  it("runs on its own ports, database, Redis database and outbox, in test-payment mode", () => {
    const env = testShopEnv(E2E_SHOP)
    expect(env).toMatchObject({
      BACKEND_PORT: "9140",
      STOREFRONT_PORT: "8140",
      REALTIME_PORT: "9141",
      DATABASE_URL: "postgres://postgres@localhost:5432/petshop_e2e_test",
      REDIS_URL: "redis://127.0.0.1:6379/12",
    })
    expect(env.EMAIL_OUTBOX_DIR).toBe(`${env.SHOP_STATE_DIR}/outbox`)
    expect(env.STRIPE_API_KEY).toBeUndefined()
  })

  it("sends the e2e shop's print orders to the fake Prodigi, and other test shops' to no partner", () => {
    const saved = { ...process.env }
    try {
      // Whatever the developer's shell points at, never a real partner.
      Object.assign(process.env, {
        PRODIGI_API_KEY: "live-key",
        PRODIGI_API_BASE: "https://api.prodigi.com",
        PRINT_FILES_BASE_URL: "https://cdn.example",
      })
      expect(testShopEnv(E2E_SHOP)).toMatchObject({
        PRINT_PARTNER: "prodigi",
        PRODIGI_API_KEY: FAKE_PRODIGI_API_KEY,
        PRODIGI_API_BASE: `http://127.0.0.1:${E2E_SHOP.fakeProdigiPort}`,
        PRINT_PARTNER_CALLBACK_SECRET: FAKE_PRINT_PARTNER_CALLBACK_SECRET,
      })
      expect(testShopEnv(E2E_SHOP).PRINT_FILES_BASE_URL).toBeUndefined()
      const other = testShopEnv({ ...E2E_SHOP, name: "system", fakeProdigiPort: undefined })
      expect([other.PRINT_PARTNER, other.PRODIGI_API_KEY, other.PRODIGI_API_BASE, other.PRINT_PARTNER_CALLBACK_SECRET]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ])
    } finally {
      process.env = saved
    }
  })

  it("uses a running shop, untouched, when E2E_STOREFRONT_URL names one", () => {
    expect(runningShopFromEnv({})).toBeNull()
    const shop = runningShopFromEnv({ E2E_STOREFRONT_URL: "http://localhost:8000/", E2E_OUTBOX_DIR: "/tmp/outbox" })
    expect(shop).toMatchObject({
      storefrontUrl: "http://localhost:8000",
      backendUrl: "http://localhost:9000",
      outboxDir: "/tmp/outbox",
      startedHere: false,
    })
    expect(shop?.logins.staff.email).toBe("staff@petportraits.test")
  })
})
