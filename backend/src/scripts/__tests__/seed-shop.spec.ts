import { describe, expect, it } from "vitest"
import { demoAccountsWanted } from "../seed-shop"

describe("the seed script's demo logins", () => {
  it("are seeded only when SEED_DEMO_ACCOUNTS=true asks for them", () => {
    expect(demoAccountsWanted({ SEED_DEMO_ACCOUNTS: "true" })).toBe(true)
    expect(demoAccountsWanted({ SEED_DEMO_ACCOUNTS: "true", NODE_ENV: "production" })).toBe(true)
  })

  it("are not seeded in production without the flag, nor anywhere by default", () => {
    expect(demoAccountsWanted({ NODE_ENV: "production" })).toBe(false)
    expect(demoAccountsWanted({ NODE_ENV: "production", SEED_DEMO_ACCOUNTS: "false" })).toBe(false)
    expect(demoAccountsWanted({ NODE_ENV: "production", SEED_DEMO_ACCOUNTS: "1" })).toBe(false)
    expect(demoAccountsWanted({})).toBe(false)
  })
})
