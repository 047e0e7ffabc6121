"use client"
/** The password changes: a new one (logged in), a reset link by e-mail, and a new one from that link. */
import { useMutation } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { MutationCallbacks } from "../api/query-options"

type Message = { message: string }

export function useUpdatePassword({ onError, onSuccess }: MutationCallbacks<Message, { oldPassword: string; password: string }> = {}) {
  return useMutation({
    mutationFn: (body: { oldPassword: string; password: string }) =>
      apiRequest<Message>("/api/account/update_password", { method: "PATCH", body }),
    onSuccess,
    ...(onError ? { onError } : {}),
  })
}

export function useForgotPassword({ onError, onSuccess }: MutationCallbacks<Message, string> = {}) {
  return useMutation({
    mutationFn: (email: string) => apiRequest<Message>("/api/account/forgot_password", { method: "POST", body: { email } }),
    onSuccess,
    ...(onError ? { onError } : {}),
  })
}

type Reset = { account: string; token: string; password: string }

export function useResetPassword({ onError, onSuccess }: MutationCallbacks<unknown, Reset> = {}) {
  return useMutation({
    mutationFn: ({ account, token, password }: Reset) =>
      apiRequest(`/api/account/${encodeURIComponent(account)}/reset_password`, { method: "POST", body: { token, password } }),
    onSuccess,
    ...(onError ? { onError } : {}),
  })
}
