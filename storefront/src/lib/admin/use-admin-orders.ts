"use client"
/** The admin's orders (GET /api/admin/orders), one order with its fulfilment, and asking the partner for news of all. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { QueryExtras } from "../api/query-options"
import type { Order } from "@petshop/contract"
import type { FulfillmentView } from "./admin-types"

type OrderFilters = { status?: string; search?: string; readyToSend?: number; page: number; perPage: number }
type OrderPage = { orders: Order[]; count: number; perPage: number }
export type AdminOrderAnswer = Order & Partial<FulfillmentView>

export function useAdminOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: queryKeys.admin.orders.list(filters),
    queryFn: ({ signal }) => apiRequest<OrderPage>("/api/admin/orders", { query: filters, signal, unthrottled: true }),
    placeholderData: (prev) => prev,
  })
}

/** The first pending orders (the overview). */
export function usePendingOrders() {
  return useQuery({
    queryKey: queryKeys.admin.orders.list({ status: "pending" }),
    queryFn: ({ signal }) =>
      apiRequest<{ orders: Order[]; count: number }>("/api/admin/orders", {
        query: { status: "pending", perPage: 8 },
        signal,
        unthrottled: true,
      }),
  })
}

/** One order with its fulfilment flags, package and proofs. */
export function useAdminOrder(uuid: string, extras: QueryExtras<AdminOrderAnswer> = {}) {
  return useQuery({
    queryKey: queryKeys.admin.order(uuid),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderAnswer>(`/api/order/${encodeURIComponent(uuid)}/fulfillment`, { signal, unthrottled: true }),
    ...extras,
  })
}

export function useUpdateAllOrders(options: { onSuccess?: (answer: { message: string }) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("/api/orders/update"),
    onSuccess: (answer) => {
      options.onSuccess?.(answer)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() })
    },
  })
}
