"use client"
/**
 * The current account (spec sections 3, 4, 7). On app start it is fetched with the landing
 * page's utm / campaign / referrerId; a visitor gets a temporary account whose token is kept.
 * Login and register replace it; logout clears local state, caches and the live connection.
 */
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { apiRequest, clearApiCache } from "../api/client"
import type { Account } from "@petshop/contract"
import { readReferrerId, readToken, writeReferrerId, writeToken } from "./token-storage"
import { queryKeys } from "@/lib/api/query-keys"

const ACCOUNT_HASH = JSON.stringify(queryKeys.account())

/** utm_*, campaign and referrerId of the landing URL, sent once with the first account fetch. */
function landingQuery(): Record<string, string> {
  if (typeof window === "undefined") return {}
  const params = new URLSearchParams(window.location.search)
  const out: Record<string, string> = {}
  params.forEach((value, key) => {
    if (key.startsWith("utm") || key === "campaign") out[key] = value
  })
  // A campaign can also arrive in the path: /c/{campaign}/…
  const fromPath = /^\/c\/([\w-]{1,60})/.exec(window.location.pathname)?.[1]
  if (fromPath && !out.campaign) out.campaign = fromPath
  writeReferrerId(params.get("referrerId"))
  const referrer = readReferrerId()
  if (referrer !== null) out.referrerId = String(referrer)
  out.landing = window.location.pathname
  return out
}

export async function fetchAccount(): Promise<Account> {
  const account = await apiRequest<Account>("/api/account", { query: readToken() ? {} : landingQuery(), unthrottled: true })
  if (account.token) writeToken(account.token)
  return account
}

export function useAccount() {
  return useQuery({ queryKey: queryKeys.account(), queryFn: fetchAccount, staleTime: 60_000, retry: 1 })
}

/** Stores a new session (login, register) and refetches everything that depends on the account. */
export async function startSession(queryClient: QueryClient, account: Account) {
  if (account.token) writeToken(account.token)
  clearApiCache()
  queryClient.setQueryData(queryKeys.account(), account)
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.account()[0] })
}

export async function endSession(queryClient: QueryClient) {
  try {
    await apiRequest("/api/account/logout", { unthrottled: true })
  } catch {
    /* the token is dropped either way */
  }
  writeToken(null)
  clearApiCache()
  queryClient.getMutationCache().clear()
  queryClient.removeQueries({ predicate: (q) => q.queryHash !== ACCOUNT_HASH })
  // Reset, not removed: a removed query leaves its observers (the header, the live connection)
  // holding the old account, its socket open. Reset, they see no account (the socket closes),
  // then the visitor's account fetched anew.
  await queryClient.resetQueries({ queryKey: queryKeys.account(), exact: true })
}

export function useSessionActions() {
  const queryClient = useQueryClient()
  return {
    login: async (email: string, password: string) => {
      const account = await apiRequest<Account>("/api/account/login", { method: "POST", body: { email, password } })
      await startSession(queryClient, account)
      return account
    },
    register: async (body: { email: string; password: string; name?: string; newsletter?: boolean }) => {
      const account = await apiRequest<Account>("/api/account/register", { method: "POST", body })
      await startSession(queryClient, account)
      return account
    },
    logout: () => endSession(queryClient),
  }
}
