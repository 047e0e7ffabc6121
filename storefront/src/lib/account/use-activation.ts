"use client"
/** Activates the account with the e-mailed token (POST /api/account/activate); keyed by the token, it runs once. */
import { useQuery } from "@tanstack/react-query"
import type { Account } from "@petshop/contract"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"

export function useActivation(token: string) {
  return useQuery({
    queryKey: queryKeys.activation(token),
    queryFn: () => apiRequest<Account>("/api/account/activate", { method: "POST", body: { token } }),
    staleTime: Infinity,
    retry: false,
  })
}
