"use client"
/** A style by id or slug, and the public styles for the wizard's style picker. */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { Style } from "@petshop/contract"
import { tierUrl } from "../paintings/painting-images"
import { queryKeys } from "@/lib/api/query-keys"

export function useStyle(id: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.style.one(id),
    queryFn: ({ signal }) => apiRequest<Style>(`/api/style/${encodeURIComponent(id!)}`, { signal, unthrottled: true }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  })
}

export function usePublicStyles(enabled = true) {
  return useQuery({
    queryKey: queryKeys.styles.public(),
    queryFn: ({ signal }) =>
      apiRequest<{ styles: Style[] }>("/api/styles", { query: { scope: "isPublic", perPage: 50 }, signal, unthrottled: true }),
    enabled,
    staleTime: 5 * 60_000,
    select: (page) => page.styles,
  })
}

/** The picture that stands for a style: its public image, else its first demo image. */
export function styleImageUrl(style: Pick<Style, "publicImage" | "demoImages"> | null | undefined): string | undefined {
  if (!style) return undefined
  type Tier = Parameters<typeof tierUrl>[0]
  return tierUrl(style.publicImage as Tier) ?? tierUrl(style.demoImages?.[0] as Tier)
}
