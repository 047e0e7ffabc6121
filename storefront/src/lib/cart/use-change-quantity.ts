"use client"
/**
 * Steps a cart item's quantity by one (spec sections 4, 7, 9): the number changes at once,
 * the shop hears about it 300 ms after the last click (PATCH /api/cart/{id} {quantity}),
 * and at 0 the item is deleted (DELETE /api/cart/{id}).
 */
import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { apiRequest } from "../api/client"
import { handleApiError } from "../api/handle-api-error"
import { useCartQuantities } from "./cart-quantity-store"
import type { Cart, CartItem } from "@petshop/contract"
import { queryKeys } from "@/lib/api/query-keys"

export const CART_PATCH_DEBOUNCE_MS = 300

const timers = new Map<string, ReturnType<typeof setTimeout>>()

export function useChangeQuantity(item: Pick<CartItem, "id" | "quantity">) {
  const queryClient = useQueryClient()
  const pending = useCartQuantities((s) => s.byItem[item.id])
  const quantity = pending ?? item.quantity

  const change = useCallback(
    (delta: 1 | -1) => {
      const store = useCartQuantities.getState()
      const next = Math.max(0, (store.byItem[item.id] ?? item.quantity) + delta)
      store.set(item.id, next)
      clearTimeout(timers.get(item.id))
      timers.set(
        item.id,
        setTimeout(async () => {
          timers.delete(item.id)
          try {
            const cart =
              next === 0
                ? await apiRequest<Cart>(`/api/cart/${item.id}`, { method: "DELETE", unthrottled: true })
                : await apiRequest<Cart>(`/api/cart/${item.id}`, { method: "PATCH", body: { quantity: next }, unthrottled: true })
            // A later click may be waiting; its own answer will land then.
            if (!timers.has(item.id)) queryClient.setQueryData(queryKeys.cart(), cart)
          } catch (err) {
            handleApiError(err)
            await queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
          } finally {
            if (!timers.has(item.id)) useCartQuantities.getState().clear(item.id)
          }
        }, CART_PATCH_DEBOUNCE_MS)
      )
    },
    [item.id, item.quantity, queryClient]
  )

  return { quantity, increment: () => change(1), decrement: () => change(-1), saving: pending !== undefined }
}
