"use client"
/** POST /api/account/resend_activation → 'Activation email sent.' (five an hour). */
import { useMutation } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api/client"
import { toast } from "@/lib/ui/ui-store"

export function ResendActivationButton({ className }: { className?: string }) {
  const resend = useMutation({
    mutationFn: () => apiRequest<{ message: string }>("/api/account/resend_activation", { method: "POST" }),
    onSuccess: ({ message }) => toast(message),
  })
  return (
    <button type="button" className={className} disabled={resend.isPending} onClick={() => resend.mutate()} data-testid="resend-activation">
      {resend.isPending ? "Sending…" : resend.isSuccess ? "Activation email sent." : "Resend activation email"}
    </button>
  )
}
