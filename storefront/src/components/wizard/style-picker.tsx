"use client"
/**
 * The wizard's Style step when it opened without a style (issue 25): the public styles, each
 * showing the shopper's own pet as soon as its sample is painted, and how many are ready.
 */
import type { Photo, Style } from "@petshop/contract"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useState, type CSSProperties } from "react"
import { requestStyleSamples } from "@/lib/photos/request-style-samples"
import { samplesComing, samplingLine, samplingPhase } from "@/lib/photos/style-samples"
import { styleCardAspect } from "@/lib/wizard/style-card-picture"
import { usePublicStyles } from "@/lib/wizard/use-style"
import { StyleCard } from "./style-card"
import styles from "./wizard.module.css"

type Props = {
  photo: Photo | undefined
  onPick: (style: Style) => void
  onBack: () => void
}

export function StylePicker({ photo, onPick, onBack }: Props) {
  const { data, isPending, isError } = usePublicStyles()
  // A photo's sampler may wait for its turn a while after the upload; the step's opening is now enough.
  const [openedAt] = useState(Date.now)
  // A photo analysed before the sampler (or whose sampling never began) is asked for once.
  const ask = useMutation({ mutationFn: requestStyleSamples })
  const staleId = samplingPhase(photo, openedAt) === "none" && photo?.status === "analysed" && !photo.sampling ? photo.id : null
  const { mutate, variables: askedFor } = ask
  useEffect(() => {
    if (staleId && askedFor !== staleId) mutate(staleId)
  }, [staleId, askedFor, mutate])
  const phase = staleId && askedFor === staleId && !ask.isError ? "queued" : samplingPhase(photo, openedAt)
  const line = samplingLine(phase, photo?.sampling, data?.length ?? 0)

  return (
    <section aria-labelledby="style-picker-title" className={styles.styleStep} data-testid="style-step" data-sampling={phase}>
      <div>
        <h2 id="style-picker-title" className={styles.panelTitle}>
          Choose a style
        </h2>
        {/* Always there, so each change is announced. */}
        <p className={styles.samplingLine} aria-live="polite" data-testid="sampling-progress">
          {line}
        </p>
      </div>
      {isPending ? (
        <p className={styles.note}>Loading the styles…</p>
      ) : isError || !data?.length ? (
        <p className={styles.note}>The styles could not be loaded just now. Please try again in a moment.</p>
      ) : (
        // Every card in the samples' shape, so each sample shows whole.
        <ul
          className={styles.styleGrid}
          style={{ "--card-aspect": String(styleCardAspect(photo)) } as CSSProperties}
          data-testid="style-picker"
        >
          {data.map((style) => (
            <li key={style.id}>
              <StyleCard style={style} samples={photo?.styleSamples} sampleComing={samplesComing(phase)} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <button type="button" className="button-ghost" onClick={onBack}>
          Back
        </button>
      </div>
    </section>
  )
}
