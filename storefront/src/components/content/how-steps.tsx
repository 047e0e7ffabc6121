import type { ReactNode } from "react"
import type { ImageSet } from "@petshop/contract"
import { ShopImage } from "@/components/ui/shop-image"
import styles from "./steps.module.css"

export type Step = { title: string; text: ReactNode; image: ImageSet | string | null; alt: string }

/** Numbered steps, each led by a 5:4 picture (cropped to fill so the row lines up and stays short on phones). */
export function HowSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <div className={styles.picture}>
            <ShopImage image={step.image} alt={step.alt} aspectRatio={5 / 4} sizes="(min-width: 760px) 16rem, 100vw" />
          </div>
          <div className={styles.text}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
