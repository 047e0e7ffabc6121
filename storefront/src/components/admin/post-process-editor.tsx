"use client"
/**
 * A style's post-process recipe (GET/PATCH /api/post_process/{styleId}): the engine's seven
 * layers, each an ordered list of { fn, params } steps, with a before-and-after preview that
 * saves the recipe and applies it to a test portrait of a chosen photo
 * (POST /api/post_process/{id}/apply), so a tweak can be seen on the same painting at once.
 */
import { useState } from "react"
import type { AdminStyle, PostProcess } from "@/lib/admin/admin-types"
import { fromRecipe, toRecipe, type Recipe } from "@/lib/admin/layer-recipe"
import { LAYER_FUNCTIONS, LAYER_NAMES, type LayerName } from "@/lib/admin/layer-names"
import { toast } from "@/lib/ui/ui-store"
import { LayerPreview } from "./layer-preview"
import styles from "./admin.module.css"
import { usePostProcess, useSavePostProcess } from "@/lib/admin/use-admin-styles"

export function PostProcessEditor({ style }: { style: AdminStyle }) {
  const current = usePostProcess(style.id, {
    // A new paint or face-swap style's steps arrive once the worker has measured its picture.
    refetchInterval: (q) =>
      style.type !== "image-to-image" &&
      !(q.state.data?.settings as { noPost?: unknown[] } | undefined)?.noPost?.length &&
      q.state.dataUpdateCount < 40
        ? 3000
        : false,
  })
  const [recipe, setRecipe] = useState<Recipe | null>(null)
  const [isDefault, setIsDefault] = useState(false)
  const [layer, setLayer] = useState<LayerName>("noPost")
  const [dirty, setDirty] = useState(false)
  const [error, setError] = useState<string | null>(null)

  // Without unsaved changes the editor shows the stored recipe: taken again while rendering
  // whenever the stored one or the dirty flag changes.
  const [synced, setSynced] = useState<{ data: PostProcess | undefined; dirty: boolean }>({ data: undefined, dirty: false })
  if (synced.data !== current.data || synced.dirty !== dirty) {
    setSynced({ data: current.data, dirty })
    if (current.data && !dirty) {
      setRecipe(toRecipe(current.data.settings))
      setIsDefault(current.data.isDefault)
    }
  }

  const save = useSavePostProcess(style.id, current.data?.id, {
    onSuccess: () => {
      setDirty(false)
      toast("Layers saved.")
    },
  })

  /** Saves when there are changes; answers whether the saved recipe is the one shown. */
  const saveNow = async () => {
    if (!recipe) return false
    const { settings, error: problem } = fromRecipe(recipe)
    setError(problem ?? null)
    if (!settings) return false
    if (!dirty) return true
    try {
      await save.mutateAsync({ isDefault, settings })
      return true
    } catch {
      return false
    }
  }

  if (current.isPending || !recipe) return <p aria-busy="true">Loading the layers…</p>
  if (current.isError) return <p className="field-error">The layers could not be loaded.</p>

  const edit = (next: Recipe[LayerName]) => {
    setRecipe({ ...recipe, [layer]: next })
    setDirty(true)
  }
  const steps = recipe[layer]
  const move = (i: number, by: number) => {
    const next = [...steps]
    const [step] = next.splice(i, 1)
    next.splice(Math.max(0, Math.min(next.length, i + by)), 0, step)
    edit(next)
  }

  return (
    <section className={styles.panel} aria-labelledby="pp-title" data-testid="post-process-editor">
      <h3 id="pp-title" style={{ marginTop: 0 }}>
        Post-process layers
      </h3>
      <div className={styles.tabs} role="tablist" aria-label="Layer">
        {LAYER_NAMES.map((name) => (
          <button key={name} type="button" role="tab" className={styles.tab} aria-selected={layer === name} onClick={() => setLayer(name)}>
            {name} <span className="muted">({recipe[name].length})</span>
          </button>
        ))}
      </div>
      {steps.length === 0 &&
        (layer === "noPost" && style.type !== "image-to-image" ? (
          <p className="muted" data-testid="picture-style-note">
            This style&apos;s steps are measured from its {style.type === "paint" ? "reference artwork" : "template"} by the painting worker
            just after the style is created; they appear here when it is done (or after its first painting).
          </p>
        ) : (
          <p className="muted">No steps: this layer passes the picture through unchanged.</p>
        ))}
      <ol className={styles.steps} data-testid="layer-steps">
        {steps.map((step, i) => (
          <li key={i} className={styles.step}>
            <div>
              <label className="visually-hidden" htmlFor={`step-fn-${i}`}>
                Function of step {i + 1}
              </label>
              <select
                id={`step-fn-${i}`}
                value={step.fn}
                onChange={(e) => edit(steps.map((s, j) => (j === i ? { ...s, fn: e.target.value } : s)))}
              >
                {[...new Set([step.fn, ...LAYER_FUNCTIONS])].map((fn) => (
                  <option key={fn} value={fn}>
                    {fn}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="visually-hidden" htmlFor={`step-params-${i}`}>
                Params of step {i + 1} (JSON)
              </label>
              <textarea
                id={`step-params-${i}`}
                rows={1}
                placeholder='{"amount": 0.5}'
                value={step.params}
                onChange={(e) => edit(steps.map((s, j) => (j === i ? { ...s, params: e.target.value } : s)))}
              />
            </div>
            <div className={styles.inline}>
              <button
                type="button"
                className="button-ghost button-small"
                onClick={() => move(i, -1)}
                disabled={i === 0}
                aria-label={`Move step ${i + 1} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="button-ghost button-small"
                onClick={() => move(i, 1)}
                disabled={i === steps.length - 1}
                aria-label={`Move step ${i + 1} down`}
              >
                ↓
              </button>
              <button
                type="button"
                className="button-ghost button-small"
                onClick={() => edit(steps.filter((_, j) => j !== i))}
                aria-label={`Remove step ${i + 1}`}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="button-row" style={{ marginTop: "0.75rem" }}>
        <button
          type="button"
          className="button-secondary button-small"
          onClick={() => edit([...steps, { fn: "adjust", params: "" }])}
          data-testid="add-layer-step"
        >
          Add step
        </button>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={isDefault}
            onChange={(e) => {
              setIsDefault(e.target.checked)
              setDirty(true)
            }}
          />
          Default settings
        </label>
        <button
          type="button"
          className="button button-small"
          onClick={() => void saveNow()}
          disabled={!dirty || save.isPending}
          data-testid="save-layers"
        >
          {save.isPending ? "Saving…" : dirty ? "Save layers" : "Layers saved"}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <LayerPreview style={style} settingsId={current.data?.id} beforePreview={saveNow} />
    </section>
  )
}
