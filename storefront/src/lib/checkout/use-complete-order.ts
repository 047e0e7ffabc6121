"use client"
/**
 * The return from the payment page: verifies the purchase (completeOrder) with the account's
 * token, once, or every PLACING_POLL_MS while the order is being placed.
 */
import { useQuery } from "@tanstack/react-query"
import { queryKeys } from "../api/query-keys"
import { completeOrder, isPlacing, PLACING_POLL_MS } from "./complete-order"

export function useCompleteOrder(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orders.complete(id),
    queryFn: () => completeOrder(id),
    enabled,
    staleTime: Infinity,
    refetchInterval: (query) => (isPlacing(query.state.data) ? PLACING_POLL_MS : false),
    retry: false,
  })
}
