"use client"
/** GET /api/orders: the caller's orders, newest first. */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { Order } from "@petshop/contract"
import { queryKeys } from "@/lib/api/query-keys"

export function useMyOrders(enabled = true) {
  return useQuery({
    queryKey: queryKeys.orders.mine(),
    queryFn: () => apiRequest<{ orders: Order[]; count: number }>("/api/orders", { query: { perPage: 50 } }),
    enabled,
  })
}
