"use client"
/** The shopper's cart (GET /api/cart), shared by the header badge, the cart review and checkout. */
import { useQuery } from "@tanstack/react-query"
import { ApiError, apiRequest } from "../api/client"
import type { Cart } from "@petshop/contract"
import { useAccount } from "../session/use-account"
import { queryKeys } from "@/lib/api/query-keys"

export const fetchCart = () => apiRequest<Cart>("/api/cart", { unthrottled: true })

export function useCart(enabled = true) {
  // A first visit has no token until GET /api/account made the temporary account.
  const { data: account } = useAccount()
  return useQuery({
    queryKey: queryKeys.cart(),
    queryFn: fetchCart,
    enabled: enabled && !!account,
    // 409: the shop was updating the same cart for another request (an address change); it settles quickly.
    retry: (count, err) => err instanceof ApiError && err.status === 409 && count < 3,
    retryDelay: 600,
  })
}
