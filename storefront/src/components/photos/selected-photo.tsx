"use client"
/**
 * The chosen photo, large, with where it is: uploading (a bar of the bytes sent), being
 * analysed (an indeterminate bar), or ready to paint.
 */
import type { Photo } from "@petshop/contract"
import { photoAspect, photoImageUrl } from "@/lib/photos/photo-image"
import { isAnalysisActive, PHOTO_STATUS_LABELS } from "@/lib/photos/photo-status"
import styles from "./photos.module.css"

type Props = {
  photo: Photo | undefined
  /** The picture on this device, shown until the shop's own copy is ready. */
  previewUrl?: string | null
  /** 0…1 while uploading. */
  upload: number | null
  onBack: () => void
  onContinue: () => void
  onChooseOther?: () => void
}

export function SelectedPhoto({ photo, previewUrl, upload, onBack, onContinue, onChooseOther }: Props) {
  const url = photoImageUrl(photo, "high") ?? previewUrl ?? undefined
  const uploading = upload !== null
  const analysing = !uploading && (!photo || isAnalysisActive(photo.status))
  const ready = !uploading && photo?.status === "analysed"
  const label = uploading
    ? upload < 1
      ? `Uploading… ${Math.round(upload * 100)}%`
      : "Saving your photo…"
    : photo
      ? (PHOTO_STATUS_LABELS[photo.status] ?? photo.status)
      : "Loading your photo…"

  return (
    <div className={styles.selected} data-testid="selected-photo" data-photo-status={uploading ? "uploading" : photo?.status}>
      <div className={styles.preview} style={{ aspectRatio: String(photoAspect(photo) ?? 2 / 3) }}>
        {url ? (
          <img src={url} alt={photo?.description ? `Your photo: ${photo.description}` : "Your photo"} />
        ) : (
          <span className={styles.tilePending} aria-hidden />
        )}
        {(uploading || analysing) && <div className={styles.scan} aria-hidden />}
      </div>
      <div className={styles.status}>
        <p className={`${styles.statusLabel} ${ready ? styles.ready : ""}`} aria-live="polite" data-testid="photo-status">
          {ready && <span aria-hidden>✓ </span>}
          {label}
        </p>
        {(uploading || analysing) && (
          <div
            className={styles.track}
            role="progressbar"
            aria-label={uploading ? "Upload progress" : "Photo analysis"}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={uploading ? Math.round(upload * 100) : undefined}
          >
            {uploading ? (
              <div className={styles.bar} style={{ transform: `scaleX(${upload})` }} />
            ) : (
              <div className={styles.indeterminate} />
            )}
          </div>
        )}
        {photo?.description && ready && <p className={styles.description}>We see {photo.description}.</p>}
        {analysing && <p className={styles.description}>You can go on while we look at it; painting starts once it is ready.</p>}
      </div>
      <div className="button-row">
        <button type="button" className="button-ghost" onClick={onBack} disabled={uploading}>
          Choose another photo
        </button>
        {onChooseOther && (
          <button type="button" className="button-ghost" onClick={onChooseOther} disabled={uploading}>
            My photos
          </button>
        )}
        <span className={styles.spacer} />
        <button type="button" className="button" onClick={onContinue} disabled={uploading || !photo}>
          Continue
        </button>
      </div>
    </div>
  )
}
