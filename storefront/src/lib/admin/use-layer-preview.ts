"use client"
/** The layer preview: the style's test portrait while it is painted, applying the settings on it, and using the result. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ImageSet, Painting } from "@petshop/contract"
import { ApiError, apiRequest } from "../api/client"
import { handleApiError } from "../api/handle-api-error"
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

/** Applies the settings (`settingsRef`, URL-encoded) on a painting and keeps the answer as that apply's state. */
export function useApplyPostProcess(settingsRef: string, { onMutate }: { onMutate?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (paintingId: string) =>
      apiRequest<ApplyState>(`/api/post_process/${settingsRef}/apply`, { method: "POST", body: { paintingId } }),
    onMutate: () => onMutate?.(),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.admin.postProcessApply(settingsRef, answer.paintingId), answer),
    onError: handleApiError,
  })
}

type Preview = {
  styleId: string
  photoId: string | undefined
  /** The test portrait this style and photo already have, if any. */
  portraitId: string | null
  /** Saves the editor's changes; false when they cannot be saved. */
  beforePreview: () => Promise<boolean>
  /** A new test portrait was started. */
  onMade: (painting: Painting) => void
  /** The test portrait to apply on (finished or still painting). */
  onPortrait: (painting: Painting) => Promise<unknown> | void
}

/** Saves, finds the test portrait of this photo (or starts one, when there is none or it failed), then hands it over. */
export function usePreviewTestPortrait({ styleId, photoId, portraitId, beforePreview, onMade, onPortrait }: Preview) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      if (!photoId || !(await beforePreview())) return
      let current: Painting | null = null
      if (portraitId) {
        try {
          current = await apiRequest<Painting>(`/api/painting/${encodeURIComponent(portraitId)}`, { unthrottled: true })
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 404)) throw err
        }
      }
      if (!current || current.status === "failed") {
        current = await apiRequest<Painting>("/api/paintings/create-test-portrait", { method: "POST", body: { styleId, photoId } })
        onMade(current)
      }
      queryClient.setQueryData(queryKeys.admin.testPortrait(current.id), current)
      await onPortrait(current)
    },
    onError: handleApiError,
  })
}

type Use = { onSuccess?: (answer: { message: string }) => void }

/** Makes the applied result the test portrait's own picture. */
export function useReplacePaintingImage(settingsRef: string, portraitId: string | null, { onSuccess }: Use = {}) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`/api/post_process/${settingsRef}/replace_painting_image`, {
        method: "POST",
        body: { paintingId: portraitId },
      }),
    onSuccess,
    onError: handleApiError,
  })
}

/** Makes the applied result an example picture of the style, and asks for the style again. */
export function useUseAsExample(settingsRef: string, portraitId: string | null, styleId: string, { onSuccess }: Use = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`/api/post_process/${settingsRef}/use_as_example`, {
        method: "POST",
        body: { paintingId: portraitId },
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.style(styleId) })
      onSuccess?.(answer)
    },
    onError: handleApiError,
  })
}
