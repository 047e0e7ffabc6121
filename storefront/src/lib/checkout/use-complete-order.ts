"use client"
/** The return from the payment page: verifies the purchase once (completeOrder), with the account's token. */
import { useQuery } from "@tanstack/react-query"
import { queryKeys } from "../api/query-keys"
import { completeOrder } from "./complete-order"

export function useCompleteOrder(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orders.complete(id),
    queryFn: () => completeOrder(id),
    enabled,
    staleTime: Infinity,
    retry: false,
  })
}
