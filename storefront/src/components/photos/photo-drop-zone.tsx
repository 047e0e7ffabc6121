"use client"
/** Drop a photo here or pick one: a big, friendly target around an accessible file input. */
import { useId, useState, type DragEvent } from "react"
import styles from "./photos.module.css"

export function PhotoDropZone({ onFile, busy }: { onFile: (file: File) => void; busy?: boolean }) {
  const id = useId()
  const [over, setOver] = useState(false)

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0]
    if (file && file.type.startsWith("image/")) onFile(file)
    else if (file) console.info("[photo] not an image:", file.type)
  }

  return (
    <div
      className={`${styles.dropZone} ${over ? styles.dropOver : ""}`}
      data-testid="photo-drop-zone"
      onDragOver={(e: DragEvent) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault()
        setOver(false)
        take(e.dataTransfer.files)
      }}
    >
      <input
        id={id}
        className={`visually-hidden ${styles.fileInput}`}
        type="file"
        accept="image/*"
        disabled={busy}
        onChange={(e) => {
          take(e.target.files)
          e.target.value = ""
        }}
      />
      <label htmlFor={id} className={styles.dropLabel}>
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" className={styles.dropIcon}>
          <rect x="5" y="10" width="38" height="30" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <circle cx="17" cy="20" r="4" fill="currentColor" opacity=".55" />
          <path d="M8 37l11-11 8 8 5-5 9 9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
        <span className={styles.dropTitle}>{busy ? "Preparing your photo…" : "Upload a photo"}</span>
        <span className={styles.dropHint}>Drag a photo of your pet here, or click to choose one. JPEG, PNG or WebP.</span>
      </label>
    </div>
  )
}
