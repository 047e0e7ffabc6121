"use client"
/**
 * Edit style (spec sections 4, 5, 9): opens by style id and fetches the style; each change is
 * checked (name 4, prompt 6, negative prompt 6 characters) and saved with PATCH /api/style/{id}
 * 2500 ms after the last keystroke. "Save and close" saves at once and closes after a
 * successful save. The Layers tab edits the post-process recipe with a preview.
 */
import { useState } from "react"
import { Modal } from "@/components/ui/modal"
import { ApiError } from "@/lib/api/client"
import { handleApiError } from "@/lib/api/handle-api-error"
import type { AdminStyle, ServicesResponse } from "@/lib/admin/admin-types"
import { STYLE_MESSAGES, validateStyle, type StyleErrors } from "@/lib/admin/style-validation"
import { useDebouncedSave } from "@/lib/admin/use-debounced-save"
import { PostProcessEditor } from "./post-process-editor"
import { StyleLayersEditor } from "./style-layers-editor"
import styles from "./admin.module.css"
import { useServices } from "@/lib/admin/use-services"
import { useAdminStyle, useSaveStyle } from "@/lib/admin/use-admin-styles"

export const STYLE_SAVE_DEBOUNCE_MS = 2500
export const STYLE_NOT_FOUND = "Style not found."

type Editable = Pick<AdminStyle, "title" | "description" | "prompt" | "negativePrompt" | "provider" | "allowSignature">

export function EditStyleModal({ styleId, onClose }: { styleId: string | null; onClose: () => void }) {
  return (
    <Modal open={Boolean(styleId)} onClose={onClose} title="Edit style" size="large" testId="edit-style-modal">
      {styleId && <EditStyleBody styleId={styleId} onClose={onClose} />}
    </Modal>
  )
}

function EditStyleBody({ styleId, onClose }: { styleId: string; onClose: () => void }) {
  const [tab, setTab] = useState<"details" | "layers">("details")
  const style = useAdminStyle(styleId, { retry: (n, err) => !(err instanceof ApiError && err.status === 404) && n < 2 })
  if (style.isPending) return <p aria-busy="true">Loading the style…</p>
  if (style.isError || !style.data) {
    return (
      <p className="field-error" role="alert" data-testid="style-not-found">
        {style.error instanceof ApiError && style.error.status !== 404 ? style.error.message : STYLE_NOT_FOUND}
      </p>
    )
  }
  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label="Edit style">
        <button type="button" role="tab" className={styles.tab} aria-selected={tab === "details"} onClick={() => setTab("details")}>
          Details
        </button>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === "layers"}
          onClick={() => setTab("layers")}
          data-testid="style-layers-tab"
        >
          Layers &amp; preview
        </button>
      </div>
      {tab === "details" ? (
        <StyleDetailsForm style={style.data} onClose={onClose} />
      ) : (
        <div className="stack">
          <PostProcessEditor style={style.data} />
          <StyleLayersEditor style={style.data} />
        </div>
      )}
    </div>
  )
}

/** The shop's painting services; the style's current one stays listed even if it is no longer known. */
function providerChoices(current: string, known: ServicesResponse["providers"] | undefined) {
  const list = known ?? [{ id: "local", label: "Local painting engine", status: "ready" as const }]
  return list.some((p) => p.id === current) ? list : [{ id: current, label: current, status: "unconfigured" as const }, ...list]
}

function StyleDetailsForm({ style, onClose }: { style: AdminStyle; onClose: () => void }) {
  const providers = useServices("24h", { staleTime: 60_000 })
  const [values, setValues] = useState<Editable>({
    title: style.title,
    description: style.description ?? "",
    prompt: style.prompt ?? "",
    negativePrompt: style.negativePrompt ?? "",
    provider: style.provider,
    allowSignature: style.allowSignature,
  })
  const [errors, setErrors] = useState<StyleErrors>({})
  const [state, setState] = useState<"idle" | "waiting" | "saving" | "saved">("idle")

  const patch = useSaveStyle(style.id, {
    onMutate: () => setState("saving"),
    onSuccess: () => setState("saved"),
    onError: (err) => {
      setState("idle")
      handleApiError(err)
    },
  })
  const { schedule, flush, cancel } = useDebouncedSave<Editable>((changes) => patch.mutateAsync(changes), STYLE_SAVE_DEBOUNCE_MS)

  const change = <K extends keyof Editable>(key: K, value: Editable[K]) => {
    const next = { ...values, [key]: value }
    setValues(next)
    const found = validateStyle(next, "edit")
    setErrors(found)
    const field = key as keyof StyleErrors
    if (field in STYLE_MESSAGES && found[field]) {
      cancel([key])
      return
    }
    // An emptied negative prompt is saved as none.
    schedule({ [key]: key === "negativePrompt" && !String(value).trim() ? null : value } as Partial<Editable>)
    setState("waiting")
  }

  const saveAndClose = async () => {
    const found = validateStyle(values, "edit")
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await flush()
      onClose()
    } catch {
      // handleApiError has shown why; the modal stays open.
    }
  }

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate data-testid="edit-style-form">
      <div className={styles.grid2}>
        <div className="field">
          <label htmlFor="edit-style-title">Name</label>
          <input
            id="edit-style-title"
            value={values.title}
            onChange={(e) => change("title", e.target.value)}
            aria-invalid={Boolean(errors.title)}
          />
          {errors.title && (
            <p className="field-error" role="alert">
              {errors.title}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="edit-style-provider">Painting service</label>
          <select id="edit-style-provider" value={values.provider} onChange={(e) => change("provider", e.target.value)}>
            {providerChoices(values.provider, providers.data?.providers).map((p) => (
              <option key={p.id} value={p.id} disabled={p.status !== "ready" && p.id !== values.provider}>
                {p.status === "ready" ? p.label : `${p.label} (not configured)`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="edit-style-prompt">Prompt</label>
        <textarea
          id="edit-style-prompt"
          value={values.prompt ?? ""}
          onChange={(e) => change("prompt", e.target.value)}
          aria-invalid={Boolean(errors.prompt)}
        />
        {errors.prompt && (
          <p className="field-error" role="alert">
            {errors.prompt}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="edit-style-negative">Negative prompt</label>
        <textarea
          id="edit-style-negative"
          value={values.negativePrompt ?? ""}
          onChange={(e) => change("negativePrompt", e.target.value)}
          aria-invalid={Boolean(errors.negativePrompt)}
        />
        {errors.negativePrompt && (
          <p className="field-error" role="alert">
            {errors.negativePrompt}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="edit-style-description">Description</label>
        <textarea id="edit-style-description" value={values.description ?? ""} onChange={(e) => change("description", e.target.value)} />
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={values.allowSignature} onChange={(e) => change("allowSignature", e.target.checked)} />
        Allow a signature
      </label>
      <div className="button-row" style={{ justifyContent: "space-between", marginTop: "1rem" }}>
        <span className="muted" aria-live="polite" data-testid="style-save-state">
          {state === "waiting" ? "Unsaved changes…" : state === "saving" ? "Saving…" : state === "saved" ? "All changes saved." : ""}
        </span>
        <span className="button-row">
          <a className="button-ghost" href={style.route}>
            View style
          </a>
          <button type="button" className="button" onClick={saveAndClose} data-testid="edit-style-save">
            Save and close
          </button>
        </span>
      </div>
    </form>
  )
}
