import { describe, expect, it } from "vitest"
import type { Account } from "@petshop/contract"
import { mergeAccountEvent } from "./use-live-events"

const account = (fields: Partial<Account>) => ({ id: "a1", isTemp: false, email: "a@example.com", ...fields }) as Account

describe("mergeAccountEvent", () => {
  it("updates the account the event is about", () => {
    expect(mergeAccountEvent(account({ name: "Old" }), account({ name: "New", isVerified: true }))).toMatchObject({
      id: "a1",
      name: "New",
      isVerified: true,
    })
  })

  it("changes nothing after logout: no account, or the visitor's", () => {
    expect(mergeAccountEvent(undefined, account({}))).toBeUndefined()
    const visitor = account({ id: "v1", isTemp: true, email: null as unknown as string })
    expect(mergeAccountEvent(visitor, account({}))).toBe(visitor)
  })
})
