"use client"
/** Saves profile changes (PATCH /api/account/update) and keeps the answer as the account. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { queryKeys } from "../api/query-keys"
import { updateAccount } from "./update-account"

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.account(), updated),
  })
}
