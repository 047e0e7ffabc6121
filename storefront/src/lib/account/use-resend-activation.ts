"use client"
/** Sends the activation e-mail again (POST /api/account/resend_activation) and says so. */
import { useMutation } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { toast } from "../ui/ui-store"

export function useResendActivation() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("/api/account/resend_activation", { method: "POST" }),
    onSuccess: ({ message }) => toast(message),
  })
}
