"use client"
/** When the wizard opens without a style: the public styles as pictures to choose from. */
import type { Style } from "@petshop/contract"
import { BlurUp } from "@/components/ui/blur-up"
import { placeholderOf } from "@/lib/ui/inline-placeholder"
import { styleImageUrl, usePublicStyles } from "@/lib/wizard/use-style"
import styles from "./wizard.module.css"

export function StylePicker({ onPick }: { onPick: (style: Style) => void }) {
  const { data, isPending, isError } = usePublicStyles()
  if (isPending) return <p className={styles.note}>Loading the styles…</p>
  if (isError || !data?.length) return <p className={styles.note}>The styles could not be loaded just now. Please try again in a moment.</p>
  return (
    <section aria-labelledby="style-picker-title">
      <h2 id="style-picker-title" className={styles.panelTitle}>
        Choose a style
      </h2>
      <ul className={styles.styleGrid} data-testid="style-picker">
        {data.map((style) => {
          const url = styleImageUrl(style)
          return (
            <li key={style.id}>
              <button type="button" className={styles.styleTile} onClick={() => onPick(style)}>
                <span className={styles.styleImage}>
                  <BlurUp placeholder={placeholderOf(style.publicImage ?? style.demoImages[0])} />
                  {url && <img src={url} alt="" loading="lazy" decoding="async" />}
                </span>
                <span className={styles.styleName}>{style.title}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
