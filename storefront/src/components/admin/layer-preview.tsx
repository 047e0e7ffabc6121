"use client"
/**
 * Before and after: a chosen photo beside a test portrait painted with the style's saved
 * layers (POST /api/paintings/create-test-portrait {styleId, photoId}), live as it paints.
 */
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { PaintingProgress } from "@/components/paintings/painting-progress"
import { apiRequest } from "@/lib/api/client"
import type { Painting } from "@/lib/api/types"
import type { AdminStyle } from "@/lib/admin/admin-types"
import { photoImageUrl } from "@/lib/photos/photo-image"
import { usablePhotosOf } from "@/lib/admin/usable-photos"
import { usePhotos } from "@/lib/photos/use-photos"
import styles from "./admin.module.css"

export function LayerPreview({ style, beforePreview }: { style: AdminStyle; beforePreview: () => Promise<boolean> }) {
  const photos = usePhotos()
  const usable = usablePhotosOf(photos.data)
  const [photoId, setPhotoId] = useState<string | null>(null)
  const chosen = usable.find((p) => p.id === photoId) ?? usable[0]
  const [painting, setPainting] = useState<Painting | null>(null)

  const paint = useMutation({
    mutationFn: () => apiRequest<Painting>("/api/paintings/create-test-portrait", { method: "POST", body: { styleId: style.id, photoId: chosen!.id } }),
    onSuccess: setPainting,
  })

  return (
    <div style={{ marginTop: "1.25rem" }} data-testid="layer-preview">
      <h4 style={{ margin: "0 0 0.5rem" }}>Preview on a photo</h4>
      {usable.length === 0 ? (
        <p className="muted">Upload a photo on the Bulk create screen to preview the layers on it.</p>
      ) : (
        <>
          <ul className={styles.pictures} aria-label="Photos to preview on" style={{ gridTemplateColumns: "repeat(auto-fill, minmax(4.5rem, 1fr))" }}>
            {usable.slice(0, 12).map((p) => (
              <li key={p.id}>
                <button type="button" className={styles.pictureTile} aria-pressed={chosen?.id === p.id} onClick={() => setPhotoId(p.id)} aria-label={`Preview on photo ${p.description ?? p.id}`}>
                  {photoImageUrl(p, "thumb") && <img src={photoImageUrl(p, "thumb")} alt="" loading="lazy" />}
                </button>
              </li>
            ))}
          </ul>
          <div className="button-row" style={{ margin: "0.75rem 0" }}>
            <button
              type="button"
              className="button button-small"
              disabled={!chosen || paint.isPending}
              data-testid="preview-layers"
              onClick={async () => {
                if (await beforePreview()) paint.mutate()
              }}
            >
              {paint.isPending ? "Starting…" : "Preview layers"}
            </button>
            <span className="muted">Saves the layers, then paints a test portrait (not shown to customers).</span>
          </div>
          <div className={styles.beforeAfter}>
            <figure>
              <div className={styles.frame}>{chosen && photoImageUrl(chosen, "medium") && <img src={photoImageUrl(chosen, "medium")} alt="The photo before" />}</div>
              <figcaption>Before: the photo</figcaption>
            </figure>
            <figure data-testid="preview-after">
              {painting ? <PaintingProgress key={painting.id} painting={painting} /> : <div className={styles.frame}>The painting appears here.</div>}
              <figcaption>After: {style.title}</figcaption>
            </figure>
          </div>
        </>
      )}
    </div>
  )
}
