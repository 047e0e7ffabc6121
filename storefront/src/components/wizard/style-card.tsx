"use client"
/**
 * One style of the wizard's Style step (issue 25): the shopper's own pet in that style once its
 * sample is painted; until then the style's demo picture with a small progress mark. A sample
 * the local engine sketched for a style another painter paints says so.
 */
import type { Style, StyleSample } from "@petshop/contract"
import { useId } from "react"
import { BlurUp } from "@/components/ui/blur-up"
import { placeholderOf } from "@/lib/ui/inline-placeholder"
import { styleCardPicture } from "@/lib/wizard/style-card-picture"
import styles from "./wizard.module.css"

type Props = {
  style: Style
  samples: StyleSample[] | null | undefined
  /** Whether a sample is still to come for a style without one. */
  sampleComing: boolean
  onPick: (style: Style) => void
}

export function StyleCard({ style, samples, sampleComing, onPick }: Props) {
  const markId = useId()
  const picture = styleCardPicture(style, samples)
  const painting = sampleComing && !picture?.sample
  const sketch = Boolean(picture?.sketch)
  return (
    <button
      type="button"
      className={styles.styleTile}
      onClick={() => onPick(style)}
      // The title alone: the picture's alt and the caption say it twice.
      aria-label={style.title}
      aria-describedby={painting || sketch ? markId : undefined}
      data-testid="style-card"
      data-style-id={style.id}
    >
      <span className={styles.styleImage}>
        {!picture?.sample && <BlurUp placeholder={placeholderOf(style.publicImage ?? style.demoImages[0])} />}
        {picture && (
          <img
            src={picture.src}
            width={picture.width}
            height={picture.height}
            alt={style.title}
            loading="lazy"
            decoding="async"
            data-sample={picture.sample ? "true" : "false"}
          />
        )}
        {painting && <span id={markId} className={styles.sampleMark} role="img" aria-label="painting a sample…" />}
        {sketch && (
          <span id={markId} className={styles.sketchMark}>
            sketch
          </span>
        )}
      </span>
      <span className={styles.styleName}>{style.title}</span>
    </button>
  )
}
