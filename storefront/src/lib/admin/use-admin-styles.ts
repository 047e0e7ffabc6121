"use client"
/** Every style, hidden ones too (admins), one style as the admin edits it, and its post-processing settings. */
import { useQuery } from "@tanstack/react-query"
import type { Style } from "@petshop/contract"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { QueryExtras } from "../api/query-options"
import type { AdminStyle, PostProcess } from "./admin-types"

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
