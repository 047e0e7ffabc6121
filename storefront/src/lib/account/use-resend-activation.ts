"use client"
/** Sends the activation e-mail again (POST /api/account/resend_activation) and says so. */
import { useMutation } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { toast } from "../ui/ui-store"

export const resendActivation = () => apiRequest<{ message: string }>("/api/account/resend_activation", { method: "POST" })

export function useResendActivation() {
  return useMutation({
    mutationFn: resendActivation,
    onSuccess: ({ message }) => toast(message),
  })
}
