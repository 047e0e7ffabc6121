"use client"
/** A style's named layers (POST/PATCH/DELETE /api/style-layer): add, rename, reorder, remove. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { apiRequest } from "@/lib/api/client"
import type { AdminStyle, StyleLayer } from "@/lib/admin/admin-types"
import { confirmAction } from "@/lib/ui/ui-store"
import styles from "./admin.module.css"

export function StyleLayersEditor({ style }: { style: AdminStyle }) {
  const queryClient = useQueryClient()
  const layers = [...(style.layers ?? [])].sort((a, b) => a.orderIndex - b.orderIndex)
  const [name, setName] = useState("")
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "style", style.id] })

  const add = useMutation({
    mutationFn: () => apiRequest<StyleLayer>("/api/style-layer", { method: "POST", body: { styleId: style.id, name: name.trim(), orderIndex: layers.length } }),
    onSuccess: () => {
      setName("")
      void refresh()
    },
  })
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; orderIndex?: number }) =>
      apiRequest<StyleLayer>("/api/style-layer", { method: "PATCH", query: { id }, body, unthrottled: true }),
    onSuccess: () => void refresh(),
  })
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("/api/style-layer", { method: "DELETE", query: { id } }),
    onSuccess: () => void refresh(),
  })

  return (
    <section className={styles.panel} aria-labelledby="style-layers-title" data-testid="style-layers">
      <h3 id="style-layers-title" style={{ marginTop: 0 }}>Style layers</h3>
      {layers.length === 0 ? (
        <p className="muted">This style has no extra layers.</p>
      ) : (
        <ol className={styles.steps}>
          {layers.map((layer, i) => (
            <li key={layer.id} className={styles.inline}>
              <span style={{ minWidth: "10rem", fontWeight: 600 }}>{layer.name}</span>
              <span className={styles.badgeMuted}>{layer.kind}</span>
              <button type="button" className="button-ghost button-small" disabled={i === 0} aria-label={`Move ${layer.name} up`}
                onClick={() => update.mutate({ id: layer.id, orderIndex: Math.max(0, layer.orderIndex - 1) })}>↑</button>
              <button type="button" className="button-ghost button-small" aria-label={`Delete ${layer.name}`}
                onClick={async () => { if (await confirmAction(`Delete the layer ${layer.name}?`)) remove.mutate(layer.id) }}>Delete</button>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.inline} style={{ marginTop: "0.75rem" }} onSubmit={(e) => { e.preventDefault(); if (name.trim()) add.mutate() }}>
        <label className="visually-hidden" htmlFor="new-style-layer">New layer name</label>
        <input id="new-style-layer" placeholder="New layer name" value={name} onChange={(e) => setName(e.target.value)} style={{ maxWidth: "16rem" }} />
        <button type="submit" className="button-secondary button-small" disabled={!name.trim() || add.isPending}>Add layer</button>
      </form>
    </section>
  )
}
