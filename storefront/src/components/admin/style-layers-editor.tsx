"use client"
/** A style's named layers (POST/PATCH/DELETE /api/style-layer): add, rename, reorder, remove. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { apiRequest } from "@/lib/api/client"
import { handleApiError } from "@/lib/api/handle-api-error"
import type { AdminStyle, StyleLayer } from "@/lib/admin/admin-types"
import { confirmAction } from "@/lib/ui/ui-store"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"

export function StyleLayersEditor({ style }: { style: AdminStyle }) {
  const queryClient = useQueryClient()
  const layers = [...(style.layers ?? [])].sort((a, b) => a.orderIndex - b.orderIndex)
  const [name, setName] = useState("")
  const [names, setNames] = useState<Record<string, string>>({})
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.style(style.id) })

  const add = useMutation({
    mutationFn: () =>
      apiRequest<StyleLayer>("/api/style-layer", {
        method: "POST",
        body: { styleId: style.id, name: name.trim(), orderIndex: layers.length ? Math.max(...layers.map((l) => l.orderIndex)) + 1 : 0 },
      }),
    onSuccess: () => {
      setName("")
      void refresh()
    },
    onError: handleApiError,
  })
  const patchLayer = (id: string, body: { name?: string; orderIndex?: number }) =>
    apiRequest<StyleLayer>("/api/style-layer", { method: "PATCH", query: { id }, body, unthrottled: true })
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => patchLayer(id, { name }),
    onSuccess: (_saved, { id }) => {
      setNames(({ [id]: _done, ...rest }) => rest)
      void refresh()
    },
    onError: handleApiError,
  })
  // Layers may share an order index (or have gaps), so a move renumbers the list by position.
  const reorder = useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const next = [...layers]
      const [moved] = next.splice(from, 1)
      next.splice(to, 0, moved)
      await Promise.all(next.map((layer, i) => (layer.orderIndex === i ? null : patchLayer(layer.id, { orderIndex: i }))))
    },
    onSettled: () => void refresh(),
    onError: handleApiError,
  })
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("/api/style-layer", { method: "DELETE", query: { id } }),
    onSuccess: () => void refresh(),
    onError: handleApiError,
  })

  const commitName = (layer: StyleLayer) => {
    const typed = names[layer.id]?.trim()
    if (typed && typed !== layer.name) rename.mutate({ id: layer.id, name: typed })
    else setNames(({ [layer.id]: _unchanged, ...rest }) => rest)
  }

  return (
    <section className={styles.panel} aria-labelledby="style-layers-title" data-testid="style-layers">
      <h3 id="style-layers-title" style={{ marginTop: 0 }}>
        Style layers
      </h3>
      {layers.length === 0 ? (
        <p className="muted">This style has no extra layers.</p>
      ) : (
        <ol className={styles.steps}>
          {layers.map((layer, i) => (
            <li key={layer.id} className={styles.inline}>
              <label className="visually-hidden" htmlFor={`style-layer-name-${layer.id}`}>
                Name of layer {i + 1}
              </label>
              <input
                id={`style-layer-name-${layer.id}`}
                value={names[layer.id] ?? layer.name}
                onChange={(e) => setNames({ ...names, [layer.id]: e.target.value })}
                onBlur={() => commitName(layer)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") commitName(layer)
                }}
                style={{ maxWidth: "12rem", fontWeight: 600 }}
              />
              <span className={styles.badgeMuted}>{layer.kind}</span>
              <button
                type="button"
                className="button-ghost button-small"
                disabled={i === 0 || reorder.isPending}
                aria-label={`Move ${layer.name} up`}
                onClick={() => reorder.mutate({ from: i, to: i - 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="button-ghost button-small"
                disabled={i === layers.length - 1 || reorder.isPending}
                aria-label={`Move ${layer.name} down`}
                onClick={() => reorder.mutate({ from: i, to: i + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                className="button-ghost button-small"
                aria-label={`Delete ${layer.name}`}
                onClick={async () => {
                  if (await confirmAction(`Delete the layer ${layer.name}?`)) remove.mutate(layer.id)
                }}
              >
                Delete
              </button>
            </li>
          ))}
        </ol>
      )}
      <form
        className={styles.inline}
        style={{ marginTop: "0.75rem" }}
        onSubmit={(e) => {
          e.preventDefault()
          if (name.trim()) add.mutate()
        }}
      >
        <label className="visually-hidden" htmlFor="new-style-layer">
          New layer name
        </label>
        <input
          id="new-style-layer"
          placeholder="New layer name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          style={{ maxWidth: "16rem" }}
        />
        <button type="submit" className="button-secondary button-small" disabled={!name.trim() || add.isPending}>
          Add layer
        </button>
      </form>
    </section>
  )
}
