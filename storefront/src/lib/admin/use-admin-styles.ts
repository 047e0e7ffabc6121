"use client"
/** Every style, hidden ones too (admins), one style as the admin edits it, and its post-processing settings. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { Style } from "@petshop/contract"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { QueryExtras } from "../api/query-options"
import type { AdminStyle, LayerStep, PostProcess } from "./admin-types"

export function useAllStyles() {
  return useQuery({
    queryKey: queryKeys.styles.adminAll(),
    queryFn: ({ signal }) =>
      apiRequest<{ styles: Style[] }>("/api/styles", { query: { scope: "all", perPage: 100 }, signal, unthrottled: true }),
  })
}

export function useAdminStyle(styleId: string, extras: QueryExtras<AdminStyle> = {}) {
  return useQuery({
    queryKey: queryKeys.admin.style(styleId),
    queryFn: ({ signal }) => apiRequest<AdminStyle>(`/api/style/${encodeURIComponent(styleId)}`, { signal, unthrottled: true }),
    ...extras,
  })
}

export function usePostProcess(styleId: string, extras: QueryExtras<PostProcess> = {}) {
  return useQuery({
    queryKey: queryKeys.admin.postProcess(styleId),
    queryFn: ({ signal }) => apiRequest<PostProcess>(`/api/post_process/${encodeURIComponent(styleId)}`, { signal, unthrottled: true }),
    ...extras,
  })
}

type StyleChanges = Partial<Pick<AdminStyle, "title" | "description" | "prompt" | "negativePrompt" | "provider" | "allowSignature">>

/**
 * Saves a style's fields (PATCH /api/style/{id}): the answer is merged into the admin's copy and
 * the shop's style lists are asked again. The view's callbacks say how the save went.
 */
export function useSaveStyle(
  styleId: string,
  callbacks: { onMutate?: () => void; onSuccess?: (saved: AdminStyle) => void; onError?: (err: Error) => void } = {}
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: StyleChanges) =>
      apiRequest<AdminStyle>(`/api/style/${encodeURIComponent(styleId)}`, { method: "PATCH", body: changes, unthrottled: true }),
    onMutate: () => callbacks.onMutate?.(),
    onSuccess: (saved) => {
      callbacks.onSuccess?.(saved)
      queryClient.setQueryData(queryKeys.admin.style(styleId), (old: AdminStyle | undefined) => ({ ...old, ...saved }))
      void queryClient.invalidateQueries({ queryKey: queryKeys.styles.all() })
    },
    ...(callbacks.onError ? { onError: callbacks.onError } : {}),
  })
}

/** Saves a style's post-processing layers (PATCH /api/post_process/{settingsId}) and keeps the answer. */
export function useSavePostProcess(
  styleId: string,
  settingsId: string | undefined,
  { onSuccess }: { onSuccess?: (saved: PostProcess) => void } = {}
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { isDefault: boolean; settings: Record<string, LayerStep[]> }) =>
      apiRequest<PostProcess>(`/api/post_process/${encodeURIComponent(settingsId ?? styleId)}`, { method: "PATCH", body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.admin.postProcess(styleId), saved)
      onSuccess?.(saved)
    },
  })
}

/**
 * Creates a style (POST /api/style: JSON, or multipart with its reference picture). The view
 * reads the error itself (a refused field is shown next to it), so no toast is shown here.
 */
export function useCreateStyle() {
  return useMutation({
    mutationFn: (body: FormData | Record<string, unknown>) => apiRequest<AdminStyle>("/api/style", { method: "POST", body }),
    onError: () => undefined,
  })
}
