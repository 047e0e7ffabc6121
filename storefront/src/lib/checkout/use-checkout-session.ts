"use client"
/**
 * POST /api/cart/create-checkout-session → {url}: the hosted payment page (Stripe, or the
 * shop's clearly labelled test-payment page when no Stripe key is set). Spec section 8:
 * checkout errors are stored and shown; 423 also opens the login prompt.
 */
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { ApiError, apiRequest } from "../api/client"
import { handleApiError } from "../api/handle-api-error"

type CheckoutSession = { url: string; code?: string; testMode?: boolean }

/** What a field error of the checkout reads like to a shopper ("shipping.zipCode" → "Shipping address: …"). */
export function describeCheckoutError(err: unknown): string {
  if (!(err instanceof ApiError)) return "The payment page could not be opened. Please try again."
  if (err.status === 423) return "Please log in or sign up to check out."
  const field = err.field ?? ""
  if (field.startsWith("shipping")) return `Shipping address: ${err.message}`
  if (field.startsWith("billing")) return `Billing address: ${err.message}`
  return err.message
}

export function useCheckoutSession() {
  const [error, setError] = useState<string | null>(null)
  const start = useMutation({
    mutationFn: () => apiRequest<CheckoutSession>("/api/cart/create-checkout-session", { method: "POST" }),
    // 409: Medusa was still updating the cart (e.g. after an address change); a moment later it works.
    retry: (count, err) => err instanceof ApiError && err.status === 409 && count < 2,
    retryDelay: 800,
    onMutate: () => setError(null),
    onSuccess: ({ url }) => {
      window.location.assign(url)
    },
    onError: (err) => {
      setError(describeCheckoutError(err))
      // 423 → RequireLogin prompt, 412 → verify-email prompt; 400s are shown beside the button.
      if (!(err instanceof ApiError) || err.status !== 400) handleApiError(err)
    },
  })
  return { start, error }
}
