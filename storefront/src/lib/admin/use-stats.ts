"use client"
/** The shop's statistics: daily series (GET /api/stats), a period's summary and lists (POST /api/stats[/list]), registered accounts. */
import { useQuery } from "@tanstack/react-query"
import type { Account } from "@petshop/contract"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { RegisteredAccount } from "./admin-types"
import type { StatsAnswer, StatsScope } from "./stats-series"

/** Whole days, from and to (yyyy-mm-dd). */
export type StatsPeriod = { from: string; to: string }
export type StatsSummary = Record<string, number> & { conversion: Record<string, number> }

export function useDailyStats(scope: StatsScope, timespan: string) {
  return useQuery({
    queryKey: queryKeys.admin.stats.daily(scope, timespan),
    queryFn: ({ signal }) => apiRequest<StatsAnswer>("/api/stats", { query: { timespan, scope }, signal, unthrottled: true }),
  })
}

export function useStatsSummary(period: StatsPeriod) {
  return useQuery({
    queryKey: queryKeys.admin.stats.summary(period.from),
    queryFn: ({ signal }) => apiRequest<StatsSummary>("/api/stats", { method: "POST", body: period, signal, unthrottled: true }),
  })
}

export function useStatsList(path: string, period: StatsPeriod) {
  return useQuery({
    queryKey: queryKeys.admin.stats.list(path, period.from),
    queryFn: ({ signal }) =>
      apiRequest<Record<string, unknown>>(`/api/stats/${path}`, {
        method: "POST",
        body: { ...period, perPage: 50 },
        signal,
        unthrottled: true,
      }),
  })
}

export function useRegisteredAccounts(period: StatsPeriod) {
  return useQuery({
    queryKey: queryKeys.admin.accounts(period.from),
    queryFn: ({ signal }) =>
      apiRequest<{ accounts: RegisteredAccount[]; count: number }>("/api/stats/registered", {
        method: "POST",
        body: { ...period, perPage: 100 },
        signal,
        unthrottled: true,
      }),
  })
}

/** One account as an admin sees it (no token). */
export function useAdminAccount(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.account(id),
    queryFn: ({ signal }) => apiRequest<Account>(`/api/account/${encodeURIComponent(id)}`, { signal, unthrottled: true }),
  })
}
