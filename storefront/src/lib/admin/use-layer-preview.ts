"use client"
/** The layer preview's reads: the style's test portrait while it is painted, and an apply of the settings on it. */
import { useQuery } from "@tanstack/react-query"
import type { ImageSet, Painting } from "@petshop/contract"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import { isPaintingActive } from "../paintings/painting-images"

/** An apply of the settings on the portrait (GET/POST /api/post_process/{id}/apply). */
export type Applied = {
  taskId: string
  status: "queue" | "in-progress" | "complete" | "failed"
  progress: number
  progressImage: string | null
  error: string | null
  result: { image: { original: string; low: string }; taskId: string; appliedAt: string } | null
  usedAs: ("painting" | "example")[]
}
export type ApplyState = { settingsId: string; paintingId: string; before: ImageSet | null; applied: Applied | null }

export const PREVIEW_POLL_MS = 800
export const isApplyRunning = (applied: Applied | null | undefined) => applied?.status === "queue" || applied?.status === "in-progress"

/** The test portrait, asked again while it is painted. */
export function useTestPortrait(portraitId: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.testPortrait(portraitId),
    enabled: Boolean(portraitId),
    retry: false,
    queryFn: ({ signal }) => apiRequest<Painting>(`/api/painting/${encodeURIComponent(portraitId!)}`, { signal, unthrottled: true }),
    refetchInterval: (q) => (isPaintingActive(q.state.data?.status) ? PREVIEW_POLL_MS : false),
  })
}

/** The last apply of these settings (`settingsRef`, URL-encoded) on the portrait, asked again while it runs. */
export function useApplyState(settingsRef: string, portraitId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.postProcessApply(settingsRef, portraitId),
    enabled: Boolean(portraitId) && enabled,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest<ApplyState>(`/api/post_process/${settingsRef}/apply`, { query: { paintingId: portraitId }, signal, unthrottled: true }),
    refetchInterval: (q) => (isApplyRunning(q.state.data?.applied) ? PREVIEW_POLL_MS : false),
  })
}
