"use client"
/** Adds a print of a painting to the cart (POST /api/cart) and refreshes the cart. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import { toast } from "../ui/ui-store"

export type CartAddition = { painting: string; medium: string; isRotated: boolean }

export function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CartAddition) => apiRequest("/api/cart", { method: "POST", body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
      toast("Added to cart.")
    },
  })
}
