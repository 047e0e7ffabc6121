"use client"
/** A photo the shop could not use, with its reason and a way on. */
import type { Photo } from "@petshop/contract"
import styles from "./photos.module.css"

export function FailedPhoto({ photo, previewUrl, onRetry }: { photo: Photo | undefined; previewUrl?: string | null; onRetry: () => void }) {
  return (
    <div className={styles.failed} data-testid="failed-photo" role="alert">
      {previewUrl && <img className={styles.failedThumb} src={previewUrl} alt="The photo that could not be used" />}
      <div>
        <h3>We could not use this photo</h3>
        <p>{photo?.failureReason || "We could not find a pet in it. A clear, well-lit photo of one pet works best."}</p>
        <button type="button" className="button" onClick={onRetry}>
          Try another photo
        </button>
      </div>
    </div>
  )
}
