"use client"
/** The user's photos as large thumbnails to pick from; photos still being analysed say so. */
import type { Photo } from "@petshop/contract"
import { BlurUp } from "@/components/ui/blur-up"
import { photoImageUrl } from "@/lib/photos/photo-image"
import { isAnalysisActive } from "@/lib/photos/photo-status"
import styles from "./photos.module.css"

type Props = { photos: Photo[]; onSelect: (photo: Photo) => void; selectedId?: string | null }

export function PhotoGrid({ photos, onSelect, selectedId }: Props) {
  return (
    <ul className={styles.grid} data-testid="photo-grid">
      {photos.map((photo) => {
        const url = photoImageUrl(photo, "low")
        const when = new Date(photo.dateCreated).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" })
        return (
          <li key={photo.id}>
            <button
              type="button"
              className={`${styles.tile} ${selectedId === photo.id ? styles.tileOn : ""}`}
              onClick={() => onSelect(photo)}
              aria-label={`Use the photo from ${when}${photo.description ? `: ${photo.description}` : ""}`}
              aria-pressed={selectedId === photo.id}
              data-testid="photo-tile"
            >
              {url ? (
                <>
                  <BlurUp placeholder={photo.placeholder} />
                  <img src={url} alt="" loading="lazy" decoding="async" />
                </>
              ) : (
                <span className={styles.tilePending} aria-hidden />
              )}
              {isAnalysisActive(photo.status) && <span className={styles.badge}>Analysing…</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** Photos a painting can still be made from (failed ones are of no use). */
export const usablePhotos = (photos: Photo[] | undefined) => (photos ?? []).filter((p) => p.status !== "failed")
