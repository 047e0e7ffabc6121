"use client"
/** Bans or unbans an account (POST /api/account/{id}/ban|unban) and keeps the answer as that account. */
import type { Account } from "@petshop/contract"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { MutationCallbacks } from "../api/query-options"

export function useBanAccount(id: string, { onSuccess }: Pick<MutationCallbacks<Account, boolean>, "onSuccess"> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ban: boolean) =>
      apiRequest<Account>(`/api/account/${encodeURIComponent(id)}/${ban ? "ban" : "unban"}`, { method: "POST" }),
    onSuccess: (changed, ban) => {
      queryClient.setQueryData(queryKeys.admin.account(id), changed)
      onSuccess?.(changed, ban)
    },
  })
}
