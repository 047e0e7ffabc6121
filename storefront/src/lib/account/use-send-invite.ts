"use client"
/** Invites a friend by e-mail (POST /api/account/refer); the first invite gives the account its referral code. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { MutationCallbacks } from "../api/query-options"

type Answer = { message?: string }

export function useSendInvite({ onSuccess }: Pick<MutationCallbacks<Answer, string>, "onSuccess"> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (to: string) => apiRequest<Answer>("/api/account/refer", { method: "POST", body: { email: to } }),
    onSuccess: (answer, to) => {
      onSuccess?.(answer, to)
      // The invite link needs the referral code the first invite gives.
      void queryClient.invalidateQueries({ queryKey: queryKeys.account() })
    },
  })
}
