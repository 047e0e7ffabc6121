/**
 * Logout (spec section 4): whoever watches the account (the header, the live connection) sees
 * it go, so the socket closes, and then the visitor's new account.
 */
import { QueryClient, QueryObserver } from "@tanstack/react-query"
import { describe, expect, it, vi } from "vitest"
import type { Account } from "@petshop/contract"
import { ACCOUNT_KEY, endSession, fetchAccount } from "./use-account"

vi.mock("../api/client", () => ({
  clearApiCache: vi.fn(),
  apiRequest: vi.fn(async (path: string) => (path === "/api/account" ? { id: "visitor", isTemp: true, token: "t2" } : undefined)),
}))

const shopper = { id: "shopper", isTemp: false, email: "shopper@example.com" } as Account

describe("endSession", () => {
  it("tells the account's watchers the account is gone, then gives them the visitor's", async () => {
    const client = new QueryClient()
    client.setQueryData(ACCOUNT_KEY, shopper)
    client.setQueryData(["paintings"], ["p1"])
    const observer = new QueryObserver(client, { queryKey: ACCOUNT_KEY, queryFn: fetchAccount, staleTime: 60_000 })
    const seen: (Account | undefined)[] = []
    const unsubscribe = observer.subscribe((result) => seen.push(result.data))

    await endSession(client)

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toMatchObject({ id: "visitor", isTemp: true }))
    expect(seen).toContain(undefined)
    expect(seen).not.toContainEqual(expect.objectContaining({ id: "shopper" }))
    expect(client.getQueryData(["paintings"])).toBeUndefined()
    unsubscribe()
  })
})
