"use client"
/**
 * Create style (spec sections 4 and 5): an image-to-image style from a title and prompt, a
 * paint style from an uploaded reference artwork (previewed), or a face-swap style from a
 * template picture on which the admin marks the head region. On success the admin goes to
 * the new style's page; a field the server refuses is shown under it, anything else is only
 * logged ('Style creation failed.'). The fields start empty each time the modal opens (the
 * Modal mounts its content only while open).
 */
import { useRouter } from "next/navigation"
import { useState, type FormEvent } from "react"
import { Modal } from "@/components/ui/modal"
import { ApiError } from "@/lib/api/client"
import { hasErrors, validateStyle, type StyleErrors } from "@/lib/admin/style-validation"
import styles from "./admin.module.css"
import { DEFAULT_HEAD_BOX, HeadRegionPicker, headBoxTooSmall, PicturePreview, type HeadBox } from "./style-picture-fields"
import { useCreateStyle } from "@/lib/admin/use-admin-styles"

type Kind = "image-to-image" | "face-swap" | "paint"
type FormErrors = StyleErrors & { image?: string; headBox?: string }

export function CreateStyleModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Create style" testId="create-style-modal">
      <CreateStyleForm onClose={onClose} />
    </Modal>
  )
}

function CreateStyleForm({ onClose }: { onClose: () => void }) {
  const router = useRouter()
  const [kind, setKind] = useState<Kind>("image-to-image")
  const [title, setTitle] = useState("")
  const [prompt, setPrompt] = useState("")
  const [description, setDescription] = useState("")
  const [image, setImage] = useState<File | null>(null)
  const [headBox, setHeadBox] = useState<HeadBox>(DEFAULT_HEAD_BOX)
  const [errors, setErrors] = useState<FormErrors>({})
  const [busy, setBusy] = useState(false)
  const createStyle = useCreateStyle()

  /** A newly chosen picture answers the errors about the last one. */
  const choosePicture = (file: File | null) => {
    setImage(file)
    setErrors(({ image: _image, headBox: _headBox, ...rest }) => rest)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found: FormErrors = kind === "paint" ? {} : validateStyle({ title, prompt }, "create")
    if (kind === "paint") {
      // A paint style's texts are optional; written ones follow the same rules.
      const written = validateStyle({ title: title || "xxxx", prompt: prompt || "xxxxxx" }, "create")
      Object.assign(found, written)
      if (!image) found.image = "Please choose a reference image."
    }
    if (kind === "face-swap" && !image) found.image = "Please choose a template picture."
    if (kind === "face-swap" && image && headBoxTooSmall(headBox)) found.headBox = "The head region is too small; mark the whole head."
    setErrors(found)
    if (hasErrors(found)) return
    setBusy(true)
    try {
      let body: FormData | Record<string, unknown>
      if (kind === "paint" || kind === "face-swap") {
        const form = new FormData()
        form.append("image", image!)
        if (kind === "face-swap") {
          form.append("type", "face-swap")
          form.append("headBox", JSON.stringify(headBox))
        }
        if (title.trim()) form.append("title", title.trim())
        if (prompt.trim()) form.append("prompt", prompt.trim())
        if (description.trim()) form.append("description", description.trim())
        body = form
      } else {
        body = {
          type: kind,
          title: title.trim(),
          prompt: prompt.trim(),
          ...(description.trim() ? { description: description.trim() } : {}),
        }
      }
      const style = await createStyle.mutateAsync(body)
      onClose()
      router.push(style.route)
    } catch (err) {
      // A refused picture or head region is the admin's to fix, next to the field.
      if (err instanceof ApiError && err.field && ["title", "prompt", "image", "headBox"].some((f) => err.field!.startsWith(f))) {
        const field = err.field.startsWith("headBox") ? "headBox" : err.field
        setErrors({ [field]: err.message })
      } else console.info("Style creation failed.", err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="create-style-form">
      <fieldset className="field" style={{ border: 0, padding: 0, margin: "0 0 1rem" }}>
        <legend className="label">Kind of style</legend>
        <div className={styles.inline}>
          {(
            [
              ["image-to-image", "Image to image"],
              ["face-swap", "Face swap"],
              ["paint", "Paint (reference image)"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.checkbox}>
              <input
                type="radio"
                name="style-kind"
                value={value}
                checked={kind === value}
                onChange={() => {
                  setKind(value)
                  // A reference artwork is not a template: each kind picks its own picture.
                  setImage(null)
                  setHeadBox(DEFAULT_HEAD_BOX)
                  setErrors({})
                }}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="style-title">Name</label>
        <input
          id="style-title"
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(errors.title)}
        />
        {errors.title && (
          <p className="field-error" role="alert">
            {errors.title}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="style-prompt">Prompt</label>
        <textarea
          id="style-prompt"
          name="prompt"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          aria-invalid={Boolean(errors.prompt)}
          placeholder="a portrait of {description} in thick oil strokes"
        />
        <p className="field-hint">Write {"{description}"} where the description of the pet in the photo should go.</p>
        {errors.prompt && (
          <p className="field-error" role="alert">
            {errors.prompt}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="style-description">Description (optional)</label>
        <textarea id="style-description" name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      {kind === "paint" && (
        <div className="field">
          <label htmlFor="style-image">Reference image</label>
          <input id="style-image" type="file" accept="image/*" onChange={(e) => choosePicture(e.target.files?.[0] ?? null)} />
          <p className="field-hint">The pet is painted with this artwork&apos;s colours, contrast and brushwork.</p>
          {errors.image && (
            <p className="field-error" role="alert">
              {errors.image}
            </p>
          )}
          <PicturePreview file={image} alt="Reference artwork" />
        </div>
      )}
      {kind === "face-swap" && (
        <div className="field">
          <label htmlFor="style-template">Template picture</label>
          <input
            id="style-template"
            type="file"
            accept="image/*"
            onChange={(e) => {
              choosePicture(e.target.files?.[0] ?? null)
              setHeadBox(DEFAULT_HEAD_BOX)
            }}
          />
          {errors.image && (
            <p className="field-error" role="alert">
              {errors.image}
            </p>
          )}
          {image && <HeadRegionPicker file={image} value={headBox} onChange={setHeadBox} />}
          {errors.headBox && (
            <p className="field-error" role="alert">
              {errors.headBox}
            </p>
          )}
        </div>
      )}
      <div className="button-row" style={{ justifyContent: "flex-end" }}>
        <button type="button" className="button-ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy} data-testid="create-style-submit">
          {busy ? "Creating…" : "Create style"}
        </button>
      </div>
    </form>
  )
}
