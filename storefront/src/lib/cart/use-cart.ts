"use client"
/** The shopper's cart (GET /api/cart), shared by the header badge, the cart review and checkout. */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"

export const CART_KEY = ["cart"] as const

export type CartView = {
  id: string | null
  currency: string
  items: Array<{ id: string; quantity: number; [k: string]: unknown }>
  itemCount: number
  subtotal: number
  discount: number
  shipping: number
  taxes: number
  total: number
  [k: string]: unknown
}

export function useCart(enabled = true) {
  return useQuery({ queryKey: CART_KEY, queryFn: () => apiRequest<CartView>("/api/cart", { unthrottled: true }), enabled })
}
