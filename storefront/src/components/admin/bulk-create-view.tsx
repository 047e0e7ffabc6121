"use client"
/**
 * /admin/bulk-create: pick many photos (GET /api/photos?perPage=50, or upload more like the
 * wizard does) and one or more styles, then POST /api/paintings/bulk_create {photosIds,
 * stylesIds}: one painting per photo and style, shown painting live.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { PaintingProgress } from "@/components/paintings/painting-progress"
import { PhotoDropZone } from "@/components/photos/photo-drop-zone"
import { downsizePhoto } from "@/lib/photos/downsize-photo"
import { photoImageUrl } from "@/lib/photos/photo-image"
import { isAnalysisActive, PHOTO_STATUS_LABELS } from "@/lib/photos/photo-status"
import { uploadPhoto } from "@/lib/photos/upload-photo"
import { usePhotos } from "@/lib/photos/use-photos"
import { handleApiError } from "@/lib/api/handle-api-error"
import { toast } from "@/lib/ui/ui-store"
import { AdminHead } from "./admin-gate"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"
import { useAllStyles } from "@/lib/admin/use-admin-styles"
import { useBulkCreate, type BulkCreateAnswer } from "@/lib/admin/use-bulk-create"

type Answer = BulkCreateAnswer

/** How often the photo list is asked again while a photo is being analysed. */
export const ANALYSIS_POLL_MS = 3000

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])

export function BulkCreateView() {
  const queryClient = useQueryClient()
  const photos = usePhotos()
  const allStyles = useAllStyles()
  const [photoIds, setPhotoIds] = useState<string[]>([])
  const [styleIds, setStyleIds] = useState<string[]>([])
  const [uploading, setUploading] = useState(0)
  const [result, setResult] = useState<Answer | null>(null)

  const upload = async (file: File) => {
    setUploading((n) => n + 1)
    try {
      const photo = await uploadPhoto(await downsizePhoto(file), () => {})
      setPhotoIds((ids) => [...ids, photo.id])
      void queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() })
    } catch (err) {
      handleApiError(err)
    } finally {
      setUploading((n) => n - 1)
    }
  }

  const create = useBulkCreate({
    onSuccess: (r) => {
      setResult(r)
      toast(`${r.paintings.length} paintings started.`)
    },
  })
  const usable = photos.data ?? []
  const count = photoIds.length * styleIds.length
  // A new photo is analysed in the worker; until it is, bulk_create would skip it. Follow the
  // analysis so its tile turns ready and Create waits for the chosen photos.
  const analysing = usable.some((p) => isAnalysisActive(p.status))
  useEffect(() => {
    if (!analysing) return
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() }), ANALYSIS_POLL_MS)
    return () => clearInterval(timer)
  }, [analysing, queryClient])
  const waitingFor = photoIds.filter((id) => {
    const p = usable.find((x) => x.id === id)
    return !p || isAnalysisActive(p.status)
  }).length

  return (
    <>
      <AdminHead title="Bulk create" lead="Paint many photos in many styles at once, e.g. for the gallery or a new style's examples." />

      <section className={styles.section} aria-labelledby="bulk-photos" style={{ marginTop: 0 }}>
        <div className={styles.inline} style={{ justifyContent: "space-between" }}>
          <h2 id="bulk-photos" style={{ margin: 0 }}>
            1. Photos <span className="muted">({photoIds.length} chosen)</span>
          </h2>
          <div className={styles.inline}>
            <button
              type="button"
              className="button-ghost button-small"
              onClick={() => setPhotoIds(usable.filter((p) => p.status === "analysed").map((p) => p.id))}
            >
              Choose all ready
            </button>
            <button type="button" className="button-ghost button-small" onClick={() => setPhotoIds([])}>
              Clear
            </button>
          </div>
        </div>
        <div style={{ margin: "0.75rem 0" }}>
          <PhotoDropZone onFile={(f) => void upload(f)} busy={uploading > 0} />
        </div>
        <ul className={styles.pictures} data-testid="bulk-photos">
          {usable.map((p) => {
            const on = photoIds.includes(p.id)
            const url = photoImageUrl(p, "low")
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className={styles.pictureTile}
                  aria-pressed={on}
                  onClick={() => setPhotoIds(toggle(photoIds, p.id))}
                  aria-label={`${on ? "Remove" : "Choose"} the photo ${p.description ?? ""}`.trim()}
                  data-testid="bulk-photo"
                >
                  {url && <img src={url} alt="" loading="lazy" />}
                  {on && (
                    <span className={styles.tick} aria-hidden>
                      ✓
                    </span>
                  )}
                  {p.status !== "analysed" && (
                    <span className={styles.badgeMuted} style={{ position: "absolute", left: 4, bottom: 4, fontSize: "0.7rem" }}>
                      {PHOTO_STATUS_LABELS[p.status] ?? p.status}
                    </span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
        {photos.data?.length === 0 && <p className="muted">No photos yet: upload some above.</p>}
      </section>

      <section className={styles.section} aria-labelledby="bulk-styles">
        <h2 id="bulk-styles">
          2. Styles <span className="muted">({styleIds.length} chosen)</span>
        </h2>
        <ul className={styles.pictures} data-testid="bulk-styles">
          {(allStyles.data?.styles ?? []).map((s) => {
            const on = styleIds.includes(s.id)
            const url = s.publicImage?.low ?? s.publicImage?.medium ?? s.publicImage?.original ?? null
            return (
              <li key={s.id}>
                <button
                  type="button"
                  className={styles.pictureTile}
                  aria-pressed={on}
                  onClick={() => setStyleIds(toggle(styleIds, s.id))}
                  data-testid="bulk-style"
                >
                  {url && <img src={url} alt="" loading="lazy" />}
                  {on && (
                    <span className={styles.tick} aria-hidden>
                      ✓
                    </span>
                  )}
                  <span
                    style={{
                      position: "absolute",
                      insetInline: 0,
                      bottom: 0,
                      padding: "1.2rem 0.4rem 0.35rem",
                      color: "#fff",
                      fontWeight: 600,
                      fontSize: "0.85rem",
                      background: "linear-gradient(transparent, rgb(0 0 0 / 65%))",
                    }}
                  >
                    {s.title}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      </section>

      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={count === 0 || create.isPending || waitingFor > 0}
          onClick={() => create.mutate({ photoIds, styleIds })}
          data-testid="bulk-create-submit"
        >
          {create.isPending ? "Starting…" : count ? `Create ${count} painting${count === 1 ? "" : "s"}` : "Create paintings"}
        </button>
        {uploading > 0 && (
          <span className="muted">
            Uploading {uploading} photo{uploading === 1 ? "" : "s"}…
          </span>
        )}
        {uploading === 0 && waitingFor > 0 && (
          <span className="muted" aria-live="polite">
            Waiting for {waitingFor} photo{waitingFor === 1 ? "" : "s"} to be analysed…
          </span>
        )}
      </div>

      {result && (
        <section className={styles.section} aria-labelledby="bulk-result">
          <h2 id="bulk-result">Painting now</h2>
          {result.skipped.length > 0 && (
            <ul className="muted">
              {result.skipped.map((s, i) => (
                <li key={i}>Skipped a photo in one style: {s.reason}</li>
              ))}
            </ul>
          )}
          <ul
            className={styles.pictures}
            style={{ gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))" }}
            data-testid="bulk-result"
          >
            {result.paintings.map((p) => (
              <li key={p.id}>
                <PaintingProgress painting={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
