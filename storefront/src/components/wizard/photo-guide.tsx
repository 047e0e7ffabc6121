"use client"
/** The photo guide overlay inside the wizard: what makes a photo paint well. */
import { useEffect, useRef } from "react"
import styles from "./wizard.module.css"

const DOS = [
  "One pet, filling most of the picture",
  "Eye level, face and ears in sharp focus",
  "Soft daylight, no harsh shadows",
  "The whole head in the frame",
]
const DONTS = [
  "Blurry, dark or grainy photos",
  "Pets far away or partly hidden",
  "Heavy filters, stickers or text",
  "Screenshots of screenshots",
]

export function PhotoGuide({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => closeRef.current?.focus(), [])
  return (
    <div className={styles.guide} role="dialog" aria-modal="true" aria-labelledby="photo-guide-title" data-testid="photo-guide">
      <div className={styles.guideBox}>
        <div className={styles.guideHead}>
          <h2 id="photo-guide-title">Photo guide</h2>
          <button ref={closeRef} type="button" className="button-ghost button-small" onClick={onClose} aria-label="Close photo guide">
            Close
          </button>
        </div>
        <p className={styles.note}>The painting can only be as good as the photo. These make the difference:</p>
        <div className={styles.guideColumns}>
          <div>
            <h3 className={styles.do}>Do</h3>
            <ul className={styles.guideList}>
              {DOS.map((t) => (
                <li key={t}>
                  <span aria-hidden className={styles.do}>
                    ✓
                  </span>{" "}
                  {t}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={styles.dont}>Don&apos;t</h3>
            <ul className={styles.guideList}>
              {DONTS.map((t) => (
                <li key={t}>
                  <span aria-hidden className={styles.dont}>
                    ✕
                  </span>{" "}
                  {t}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <a href="/photo-guide" target="_blank" rel="noopener">
          Read the full photo guide
        </a>
      </div>
    </div>
  )
}
