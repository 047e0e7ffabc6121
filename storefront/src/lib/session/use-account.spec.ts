/**
 * Logout (spec section 4): whoever watches the account (the header, the live connection) sees
 * it go, so the socket closes, and then the visitor's new account.
 */
import { QueryClient, QueryObserver } from "@tanstack/react-query"
import { describe, expect, it, vi } from "vitest"
import type { Account } from "@petshop/contract"
import { endSession, fetchAccount } from "./use-account"
import { queryKeys } from "@/lib/api/query-keys"

vi.mock("../api/client", () => ({
  clearApiCache: vi.fn(),
  apiRequest: vi.fn(async (path: string) => (path === "/api/account" ? { id: "visitor", isTemp: true, token: "t2" } : undefined)),
}))

const shopper = { id: "shopper", isTemp: false, email: "shopper@example.com" } as Account

describe("endSession", () => {
  it("tells the account's watchers the account is gone, then gives them the visitor's", async () => {
    const client = new QueryClient()
    client.setQueryData(queryKeys.account(), shopper)
    client.setQueryData(queryKeys.paintings.all(), ["p1"])
    const observer = new QueryObserver(client, { queryKey: queryKeys.account(), queryFn: fetchAccount, staleTime: 60_000 })
    const seen: (Account | undefined)[] = []
    const unsubscribe = observer.subscribe((result) => seen.push(result.data))

    await endSession(client)

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toMatchObject({ id: "visitor", isTemp: true }))
    expect(seen).toContain(undefined)
    expect(seen).not.toContainEqual(expect.objectContaining({ id: "shopper" }))
    expect(client.getQueryData(queryKeys.paintings.all())).toBeUndefined()
    unsubscribe()
  })
})
