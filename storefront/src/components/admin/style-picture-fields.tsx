"use client"
/**
 * The picture fields of the create-style form: a preview of a paint style's reference
 * artwork, and a face-swap template on which the admin drags a rectangle over the head the
 * pet's head will replace (react-image-crop, free aspect). The box is kept in fractions of
 * the picture, as POST /api/style takes it (headBox).
 */
import { useCallback, useState, useSyncExternalStore } from "react"
import ReactCrop, { type PercentCrop } from "react-image-crop"
import "react-image-crop/dist/ReactCrop.css"

export type HeadBox = { x: number; y: number; width: number; height: number }

/** Where a portrait's head usually is: upper middle. The admin moves it onto the real one. */
export const DEFAULT_HEAD_BOX: HeadBox = { x: 0.3, y: 0.12, width: 0.4, height: 0.34 }

/** The server refuses head regions smaller than this share of the picture. */
export const MIN_HEAD_SHARE = 0.05

export const headBoxTooSmall = (b: HeadBox) => b.width < MIN_HEAD_SHARE || b.height < MIN_HEAD_SHARE

/**
 * The object URLs of chosen files, kept as an external store: a URL is made when a field
 * starts showing its file and revoked when the last one stops (the file changes or the field
 * goes away).
 */
const objectUrls = new Map<File, { url: string; users: number }>()

/** An object URL for a chosen file; null on the first render, before the field has subscribed. */
function useObjectUrl(file: File | null): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!file) return () => undefined
      const entry = objectUrls.get(file) ?? { url: URL.createObjectURL(file), users: 0 }
      entry.users++
      objectUrls.set(file, entry)
      onChange()
      return () => {
        if (--entry.users > 0) return
        objectUrls.delete(file)
        URL.revokeObjectURL(entry.url)
      }
    },
    [file]
  )
  return useSyncExternalStore(
    subscribe,
    () => (file && objectUrls.get(file)?.url) || null,
    () => null
  )
}

export function PicturePreview({ file, alt }: { file: File | null; alt: string }) {
  const url = useObjectUrl(file)
  if (!url) return null
  // A local object URL: nothing for next/image to optimise.
  return (
    <img
      src={url}
      alt={alt}
      data-testid="style-picture-preview"
      style={{ display: "block", maxWidth: "100%", maxHeight: 320, marginTop: "0.5rem", borderRadius: 4 }}
    />
  )
}

const round = (v: number) => Math.round(v * 1000) / 1000

const toCrop = (b: HeadBox): PercentCrop => ({ unit: "%", x: b.x * 100, y: b.y * 100, width: b.width * 100, height: b.height * 100 })

export function HeadRegionPicker({ file, value, onChange }: { file: File; value: HeadBox; onChange: (box: HeadBox) => void }) {
  const url = useObjectUrl(file)
  // The rectangle follows the pointer here; the form gets it when the drag ends.
  const [crop, setCrop] = useState<PercentCrop>(() => toCrop(value))
  // A new value from the form moves the rectangle (while rendering).
  const [cropFor, setCropFor] = useState(value)
  if (cropFor !== value) {
    setCropFor(value)
    setCrop(toCrop(value))
  }
  const complete = (_: unknown, pc: PercentCrop) => {
    // A click without a drag makes an empty selection: keep the last real box.
    if (!(pc.width > 0 && pc.height > 0)) return setCrop(toCrop(value))
    onChange({ x: round(pc.x / 100), y: round(pc.y / 100), width: round(pc.width / 100), height: round(pc.height / 100) })
  }
  if (!url) return null
  return (
    <div data-testid="head-region-picker" style={{ marginTop: "0.5rem" }}>
      <p className="field-hint">Drag a rectangle over the head in the template: the pet&apos;s head goes there.</p>
      <ReactCrop crop={crop} onChange={(_, pc) => setCrop(pc)} onComplete={complete} ruleOfThirds={false} style={{ maxWidth: "100%" }}>
        <img src={url} alt="Face-swap template" style={{ display: "block", maxWidth: "100%", maxHeight: 420 }} />
      </ReactCrop>
      <p className="field-hint" data-testid="head-region-value">
        Head region: {Math.round(value.x * 100)}% from the left, {Math.round(value.y * 100)}% from the top, {Math.round(value.width * 100)}%
        × {Math.round(value.height * 100)}% of the picture.
      </p>
    </div>
  )
}
