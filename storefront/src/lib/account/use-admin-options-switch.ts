"use client"
/** An admin's "show admin options" switch (PATCH /api/account/update): flips at once; the answer, or the error, settles it. */
import type { Account } from "@petshop/contract"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { handleApiError } from "../api/handle-api-error"
import { queryKeys } from "../api/query-keys"

export function useAdminOptionsSwitch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (showAdminOptions: boolean) => apiRequest<Account>("/api/account/update", { method: "PATCH", body: { showAdminOptions } }),
    onMutate: (showAdminOptions) => {
      queryClient.setQueryData<Account>(queryKeys.account(), (a) => (a ? { ...a, showAdminOptions } : a))
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Account>(queryKeys.account(), (a) => (a ? { ...a, ...answer, token: a.token } : answer))
    },
    onError: (err, showAdminOptions) => {
      handleApiError(err)
      queryClient.setQueryData<Account>(queryKeys.account(), (a) => (a ? { ...a, showAdminOptions: !showAdminOptions } : a))
    },
  })
}
