"use client"
/**
 * The last look before painting: the part of your photo the painting frames (issue 22), the
 * style it becomes, the signature. Painting cannot start while the photo is still being analysed.
 */
import type { Photo, Style } from "@petshop/contract"
import { WAIT_FOR_ANALYSIS } from "@/lib/api/handle-api-error"
import { photoImageUrl } from "@/lib/photos/photo-image"
import { isAnalysisActive } from "@/lib/photos/photo-status"
import { toast } from "@/lib/ui/ui-store"
import { aspectOf } from "@/lib/wizard/painting-shapes"
import { styleImageUrl } from "@/lib/wizard/use-style"
import type { PaintingFrame } from "./painting-framer"
import styles from "./wizard.module.css"

type Props = {
  photo: Photo | undefined
  previewUrl?: string | null
  style: Style | undefined
  signature: string
  creating: boolean
  /** The painting's frame on the analysed photo (not for face-swap styles, which take their template's shape). */
  frame?: PaintingFrame | null
  onCreate: () => void
  onBack: () => void
}

export function ConfirmStep({ photo, previewUrl, style, signature, creating, frame, onCreate, onBack }: Props) {
  const photoUrl = photoImageUrl(photo, "medium") ?? previewUrl ?? undefined
  const styleUrl = styleImageUrl(style)
  const waiting = !photo || isAnalysisActive(photo.status)

  return (
    <div className={styles.confirm} data-testid="confirm-step">
      <div className={styles.pair}>
        <figure className={styles.pairItem}>
          {frame && photoUrl ? (
            <div className={styles.pairImage} style={{ aspectRatio: String(aspectOf(frame.orientation)) }}>
              <div
                className={styles.framedPhoto}
                role="img"
                aria-label="Your photo, as the painting frames it"
                data-testid="framed-photo"
                style={framedBackground(photoUrl, frame)}
              />
            </div>
          ) : (
            <div className={styles.pairImage}>{photoUrl && <img src={photoUrl} alt="Your photo" />}</div>
          )}
          <figcaption>Your photo</figcaption>
        </figure>
        <span className={styles.arrow} aria-hidden>
          →
        </span>
        <figure className={styles.pairItem}>
          <div className={styles.pairImage}>{styleUrl && <img src={styleUrl} alt={`An example of the ${style?.title ?? ""} style`} />}</div>
          <figcaption>{style?.title ?? "Style"}</figcaption>
        </figure>
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>Style</dt>
          <dd>{style?.title ?? "…"}</dd>
        </div>
        {style?.allowSignature && (
          <div>
            <dt>Signature</dt>
            <dd>{signature.trim() || "None"}</dd>
          </div>
        )}
        <div>
          <dt>Time</dt>
          <dd>About a minute, live on screen</dd>
        </div>
      </dl>
      {waiting && (
        <p className={styles.wait} role="status" data-testid="analysis-wait">
          {WAIT_FOR_ANALYSIS}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button-ghost" onClick={onBack} disabled={creating}>
          Back
        </button>
        <span className={styles.spacer} />
        <button
          type="button"
          className={`button ${styles.create}`}
          aria-disabled={waiting || creating}
          onClick={() => {
            if (creating) return
            if (waiting) return toast(WAIT_FOR_ANALYSIS, "error")
            onCreate()
          }}
        >
          {creating ? "Starting your painting…" : "Create painting"}
        </button>
      </div>
    </div>
  )
}

/** The photo as a background showing exactly the frame's part of it. */
function framedBackground(url: string, frame: PaintingFrame) {
  const { x, y, width, height } = frame.crop
  const position = (offset: number, size: number) => (size >= 1 ? 0 : (offset / (1 - size)) * 100)
  return {
    backgroundImage: `url("${url}")`,
    backgroundSize: `${100 / width}% ${100 / height}%`,
    backgroundPosition: `${position(x, width)}% ${position(y, height)}%`,
  }
}
