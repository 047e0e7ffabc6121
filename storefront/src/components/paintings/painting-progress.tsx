"use client"
/**
 * A painting being made, live (spec sections 4 and 9): a 45 s nominal progress animation that
 * slows near the end until the painting is done; progress frames from the live events
 * cross-fade into view as they arrive; "Finishing up…" after 85% or once the last frame is in;
 * complete fills the bar and shows the final picture. Polls the painting as a fallback when
 * the live connection is quiet.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import type { Painting, Photo } from "@petshop/contract"
import { isPaintingActive, paintingAspect, paintingImageUrl, storedProgressFrame } from "@/lib/paintings/painting-images"
import { curveAt, elapsedFor, FINISHING_AT, PHASE_LABELS, progressAt, progressPhase } from "@/lib/paintings/progress-curve"
import { usePainting } from "@/lib/paintings/use-painting"
import { photoImageUrl } from "@/lib/photos/photo-image"
import { usePaintingProgress } from "@/lib/realtime/painting-progress-store"
import styles from "./painting-progress.module.css"
import { queryKeys } from "@/lib/api/query-keys"

const TICK_MS = 250
/** When each painting's animation started, so a remount does not start it over. */
const startedAt = new Map<string, number>()

export function PaintingProgress({ painting: initial }: { painting: Painting }) {
  const { data } = usePainting(initial)
  const painting = data ?? initial
  const live = usePaintingProgress((s) => s.byPainting[initial.id])
  // The photo is shown under the first frames only if this page already has it (no extra call).
  const photo = useQueryClient().getQueryData<Photo>(queryKeys.photos.one(painting.photo))

  const stored = storedProgressFrame(painting)
  const frames = live?.frames.length ? live.frames : stored && painting.status !== "complete" ? [stored.url] : []
  const reported = live?.progress ?? stored?.progress
  const status = painting.status
  const active = isPaintingActive(status)
  const complete = status === "complete"
  const finalUrl = complete ? paintingImageUrl(painting) : undefined
  // The worker has painted every frame and is writing the final files.
  const assetsArrived = !complete && (live?.status === "complete" || (reported ?? 0) >= 100)

  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active && !assetsArrived) return
    if (!startedAt.has(initial.id)) startedAt.set(initial.id, Date.now())
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [active, assetsArrived, initial.id])

  // Real progress ahead of the animation moves the animation's clock forward, so the bar
  // never jumps back and keeps its smooth slowing from there.
  useEffect(() => {
    if (reported === undefined) return
    const target = Math.min(reported, 100) * (FINISHING_AT / 100)
    const start = startedAt.get(initial.id) ?? Date.now()
    if (curveAt(Date.now() - start) < target) startedAt.set(initial.id, Date.now() - elapsedFor(target))
  }, [reported, initial.id])

  const start = startedAt.get(initial.id) ?? now
  const raw = active || assetsArrived || complete ? progressAt({ elapsedMs: now - start, reported, assetsArrived, status }) : 0
  // Shown values only ever grow (the live store and a refetch may briefly disagree): the
  // highest so far is kept in state, updated while rendering when it grows.
  const [highest, setHighest] = useState(0)
  const percent = complete ? 100 : Math.max(highest, raw)
  if (!Object.is(percent, highest)) setHighest(percent)
  const phase = progressPhase({ percent, assetsArrived, status })
  const aspect = paintingAspect(painting)
  const latest = frames.at(-1)
  const previous = frames.length > 1 ? frames.at(-2) : undefined
  const photoUrl = photoImageUrl(photo, "medium")

  return (
    <figure className={styles.progress} data-testid="painting-progress" data-status={status} data-phase={phase}>
      <div className={`${styles.stage} ${active || assetsArrived ? styles.working : ""}`} style={{ aspectRatio: String(aspect) }}>
        {photoUrl && !complete && <img className={styles.photo} src={photoUrl} alt="" aria-hidden />}
        {!latest && !complete && (
          <div className={styles.waiting} aria-hidden>
            <svg className={styles.brush} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
              {/* A paintbrush: an SVG, since not every system has an emoji font. */}
              <path d="M30 6l12 12-16 16-12-12z" fill="#7a5233" />
              <path d="M14 22l12 12-4 4c-3 3-8 3-11 0l-1-1c-3-3-3-8 0-11z" fill="#c9c2b8" />
              <path d="M10 34c-4 1-6 4-6 9 5 0 8-2 9-6z" fill="var(--accent, #b5542c)" />
            </svg>
          </div>
        )}
        {previous && !complete && <FadeImage key={previous} src={previous} alt="" className={styles.frame} />}
        {latest && !finalUrl && (
          <FadeImage
            key={latest}
            src={latest}
            alt={`Painting in progress, step ${frames.length}`}
            className={styles.frame}
            testId="progress-frame"
            frameCount={frames.length}
          />
        )}
        {finalUrl && (
          <FadeImage
            key={finalUrl}
            src={finalUrl}
            alt={painting.title ?? "Your finished painting"}
            className={styles.frame}
            testId="painting-final"
          />
        )}
        {status === "failed" && (
          <div className={styles.failed} role="alert">
            <strong>{PHASE_LABELS.failed}</strong>
            <span>{painting.failureReason ?? "Please try again with another photo or style."}</span>
          </div>
        )}
      </div>
      {status !== "failed" && (
        <figcaption className={styles.caption}>
          <div className={styles.labels}>
            <span className={styles.phase} data-testid="progress-phase" aria-live="polite">
              {status === "idle" ? PHASE_LABELS.queue : PHASE_LABELS[phase]}
            </span>
            <span className={styles.percent}>{Math.floor(percent)}%</span>
          </div>
          <div
            className={styles.track}
            role="progressbar"
            aria-label="Painting progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.floor(percent)}
          >
            <div className={`${styles.bar} ${complete ? styles.done : ""}`} style={{ transform: `scaleX(${percent / 100})` }} />
          </div>
        </figcaption>
      )}
    </figure>
  )
}

/** An image that fades in once it has loaded (the one below stays until then: a cross-fade). */
function FadeImage({
  src,
  alt,
  className,
  testId,
  frameCount,
}: {
  src: string
  alt: string
  className: string
  testId?: string
  frameCount?: number
}) {
  const [loaded, setLoaded] = useState(false)
  return (
    <img
      src={src}
      alt={alt}
      className={`${className} ${loaded ? styles.loaded : ""}`}
      onLoad={() => setLoaded(true)}
      ref={(img) => {
        // A cached image may have loaded before React attached onLoad.
        if (img?.complete && img.naturalWidth > 0 && !loaded) setLoaded(true)
      }}
      data-testid={testId}
      data-frame-count={frameCount}
      decoding="async"
    />
  )
}
