import { BlurUp } from "@/components/ui/blur-up"
import type { PhotoTip as Tip } from "@/content/photo-guide"
import styles from "./photo-tip.module.css"

/** One photo tip: what to do, then a good and a poor example side by side. */
export function PhotoTip({ tip, index }: { tip: Tip; index: number }) {
  return (
    <section className={styles.tip} aria-labelledby={`tip-${tip.id}`} data-testid="photo-tip">
      <div>
        <h2 id={`tip-${tip.id}`}>
          {index + 1}. {tip.title}
        </h2>
        <p>{tip.text}</p>
      </div>
      <div className={styles.pair}>
        {(["good", "poor"] as const).map((kind) => (
          <figure key={kind} className={`${styles.example} ${styles[kind]}`}>
            <div className={styles.frame}>
              {/* Small static examples (480 px WebP, <= 60 KB) served as they are, over their own colours until they load. */}
              <BlurUp placeholder={tip[kind].src.blurDataURL} />
              <img src={tip[kind].src.src} alt={tip[kind].alt} width={480} height={480} loading={index < 1 ? "eager" : "lazy"} />
              <span className={styles.badge}>{kind === "good" ? "✓ Good" : "✗ Poor"}</span>
            </div>
            <figcaption>{tip[kind].caption}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  )
}
