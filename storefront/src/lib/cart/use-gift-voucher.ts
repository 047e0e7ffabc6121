"use client"
/**
 * Gift vouchers (promo codes) on the cart: POST /api/promo_code/apply {code} and
 * /cancel {code}. Both answer {message, cart}. Spec section 8: promo code errors are stored
 * and shown beside the voucher box rather than only toasted.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { ApiError, apiRequest } from "../api/client"
import { handleApiError } from "../api/handle-api-error"
import { toast } from "../ui/ui-store"
import type { Cart } from "@petshop/contract"
import { queryKeys } from "@/lib/api/query-keys"

type VoucherAnswer = { message: string; cart: Cart }

export function useGiftVoucher() {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)

  const settle = (answer: VoucherAnswer) => {
    setError(null)
    queryClient.setQueryData(queryKeys.cart(), answer.cart)
    toast(answer.message)
  }
  const fail = (err: unknown) => {
    if (err instanceof ApiError && (err.status === 400 || err.status === 404)) setError(err.message)
    else {
      setError(err instanceof ApiError ? err.message : "The gift voucher could not be changed. Please try again.")
      handleApiError(err)
    }
  }

  const apply = useMutation({
    mutationFn: (code: string) => apiRequest<VoucherAnswer>("/api/promo_code/apply", { method: "POST", body: { code } }),
    onSuccess: settle,
    onError: fail,
  })
  const cancel = useMutation({
    mutationFn: (code: string) => apiRequest<VoucherAnswer>("/api/promo_code/cancel", { method: "POST", body: { code } }),
    onSuccess: settle,
    onError: fail,
  })

  return { apply, cancel, error, clearError: () => setError(null) }
}
