"use client"
/** GET /api/orders: the caller's orders, newest first. */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { Order } from "./order-types"

export const MY_ORDERS_KEY = ["orders", "mine"] as const

export function useMyOrders(enabled = true) {
  return useQuery({
    queryKey: MY_ORDERS_KEY,
    queryFn: () => apiRequest<{ orders: Order[]; count: number }>("/api/orders", { query: { perPage: 50 } }),
    enabled,
  })
}
