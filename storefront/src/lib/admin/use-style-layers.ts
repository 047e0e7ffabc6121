"use client"
/** A style's named layers (POST/PATCH/DELETE /api/style-layer): add, rename, reorder, remove; each refreshes the style. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { handleApiError } from "../api/handle-api-error"
import { queryKeys } from "../api/query-keys"
import type { MutationCallbacks } from "../api/query-options"
import type { StyleLayer } from "./admin-types"

const patchLayer = (id: string, body: { name?: string; orderIndex?: number }) =>
  apiRequest<StyleLayer>("/api/style-layer", { method: "PATCH", query: { id }, body, unthrottled: true })

function useRefreshStyle(styleId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.style(styleId) })
}

type NewLayer = { name: string; orderIndex: number }

export function useAddStyleLayer(styleId: string, { onSuccess }: Pick<MutationCallbacks<StyleLayer, NewLayer>, "onSuccess"> = {}) {
  const refresh = useRefreshStyle(styleId)
  return useMutation({
    mutationFn: (layer: NewLayer) => apiRequest<StyleLayer>("/api/style-layer", { method: "POST", body: { styleId, ...layer } }),
    onSuccess: (saved, layer) => {
      onSuccess?.(saved, layer)
      void refresh()
    },
    onError: handleApiError,
  })
}

type Rename = { id: string; name: string }

export function useRenameStyleLayer(styleId: string, { onSuccess }: Pick<MutationCallbacks<StyleLayer, Rename>, "onSuccess"> = {}) {
  const refresh = useRefreshStyle(styleId)
  return useMutation({
    mutationFn: ({ id, name }: Rename) => patchLayer(id, { name }),
    onSuccess: (saved, rename) => {
      onSuccess?.(saved, rename)
      void refresh()
    },
    onError: handleApiError,
  })
}

/** Moves a layer; layers may share an order index (or have gaps), so the list is renumbered by position. */
export function useReorderStyleLayers(styleId: string, layers: StyleLayer[]) {
  const refresh = useRefreshStyle(styleId)
  return useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const next = [...layers]
      const [moved] = next.splice(from, 1)
      next.splice(to, 0, moved)
      await Promise.all(next.map((layer, i) => (layer.orderIndex === i ? null : patchLayer(layer.id, { orderIndex: i }))))
    },
    onSettled: () => void refresh(),
    onError: handleApiError,
  })
}

export function useRemoveStyleLayer(styleId: string) {
  const refresh = useRefreshStyle(styleId)
  return useMutation({
    mutationFn: (id: string) => apiRequest("/api/style-layer", { method: "DELETE", query: { id } }),
    onSuccess: () => void refresh(),
    onError: handleApiError,
  })
}
