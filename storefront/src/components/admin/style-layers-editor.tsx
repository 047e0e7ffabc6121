"use client"
/** A style's named layers (POST/PATCH/DELETE /api/style-layer): add, rename, reorder, remove. */
import { useState } from "react"
import type { AdminStyle, StyleLayer } from "@/lib/admin/admin-types"
import { confirmAction } from "@/lib/ui/ui-store"
import styles from "./admin.module.css"
import { useAddStyleLayer, useRemoveStyleLayer, useRenameStyleLayer, useReorderStyleLayers } from "@/lib/admin/use-style-layers"

export function StyleLayersEditor({ style }: { style: AdminStyle }) {
  const layers = [...(style.layers ?? [])].sort((a, b) => a.orderIndex - b.orderIndex)
  const [name, setName] = useState("")
  const [names, setNames] = useState<Record<string, string>>({})
  const add = useAddStyleLayer(style.id, { onSuccess: () => setName("") })
  const rename = useRenameStyleLayer(style.id, { onSuccess: (_saved, { id }) => setNames(({ [id]: _done, ...rest }) => rest) })
  const reorder = useReorderStyleLayers(style.id, layers)
  const remove = useRemoveStyleLayer(style.id)

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
          if (name.trim())
            add.mutate({ name: name.trim(), orderIndex: layers.length ? Math.max(...layers.map((l) => l.orderIndex)) + 1 : 0 })
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
