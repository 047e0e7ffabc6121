"use client"
/** POST /api/account/resend_activation → 'Activation email sent.' (five an hour). */
import { useResendActivation } from "@/lib/account/use-resend-activation"

export function ResendActivationButton({ className }: { className?: string }) {
  const resend = useResendActivation()
  return (
    <button type="button" className={className} disabled={resend.isPending} onClick={() => resend.mutate()} data-testid="resend-activation">
      {resend.isPending ? "Sending…" : resend.isSuccess ? "Activation email sent." : "Resend activation email"}
    </button>
  )
}
