"use client"
/**
 * The spec's crop step (tab image-crop), after the photo is analysed: the painting's frame on
 * the photo, proposed by the shop, moved or resized by the shopper (issue 22). While the
 * analysis runs there is nothing to frame yet; going on then paints the shop's proposal.
 */
import type { Photo } from "@petshop/contract"
import { PaintingFramer, type PaintingFrame } from "./painting-framer"
import styles from "./wizard.module.css"

type Props = {
  photo: Photo | undefined
  frame: PaintingFrame | null
  onFrameChange: (frame: PaintingFrame) => void
  onBack: () => void
  onNext: () => void
}

export function FrameStep({ photo, frame, onFrameChange, onBack, onNext }: Props) {
  return (
    <div className={styles.frameStep} data-testid="frame-step">
      <h2 className={styles.panelTitle}>Frame your pet</h2>
      {photo && frame ? (
        <PaintingFramer photo={photo} frame={frame} onChange={onFrameChange} />
      ) : (
        <p className={styles.framerHint} role="status">
          We are still finding your pet in the photo. You can go on: we will frame it so it fills the painting.
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button-ghost" onClick={onBack}>
          Back
        </button>
        <span className={styles.spacer} />
        <button type="button" className="button" onClick={onNext}>
          Next
        </button>
      </div>
    </div>
  )
}
