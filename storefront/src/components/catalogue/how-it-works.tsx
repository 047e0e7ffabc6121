import Image from "next/image"
import Link from "next/link"
import { ShopImage } from "@/components/ui/shop-image"
import type { ImageSet } from "@petshop/contract"
import { FramedPainting } from "./framed-painting"
import styles from "./how-it-works.module.css"
import { countedStyles } from "@/lib/catalogue/style-count"
// A static import: Next.js knows its size and makes its blur-up placeholder at build time.
import stepPhoto from "../../../public/catalogue/step-photo.webp"

type Props = {
  styleImage: ImageSet | string | null
  styleRatio: number
  printImage: ImageSet | string | null
  printRatio: number
  styleCount: number | null
}

/** Three steps with a picture each: your photo, a style, the framed print. */
export function HowItWorks({ styleImage, styleRatio, printImage, printRatio, styleCount }: Props) {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title">How it works</h2>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <div className={styles.picture}>
            <Image src={stepPhoto} alt="A photo of a ginger cat" fill placeholder="blur" sizes="(max-width: 700px) 90vw, 320px" />
          </div>
          <h3>
            <span className={styles.number}>1</span> Upload a photo
          </h3>
          <p>
            Any clear photo of your pet will do; our <Link href="/photo-guide">photo guide</Link> shows what works best.
          </p>
        </li>
        <li className={styles.step}>
          <div className={styles.picture}>
            <div className={styles.fit} style={{ aspectRatio: styleRatio }}>
              <ShopImage
                image={styleImage}
                alt="A pet painted in one of the styles"
                aspectRatio={styleRatio}
                sizes="(max-width: 700px) 60vw, 220px"
              />
            </div>
          </div>
          <h3>
            <span className={styles.number}>2</span> Pick a style
          </h3>
          <p>
            Choose from {countedStyles(styleCount, "styles")}, from soft watercolour to synthwave, and watch your painting appear in under a
            minute.
          </p>
        </li>
        <li className={styles.step}>
          <div className={styles.picture}>
            <div
              className={styles.fitFrame}
              style={{ aspectRatio: printRatio * 1.05, ...(printRatio >= 1.1 ? { width: "80%" } : { height: "84%" }) }}
            >
              <FramedPainting
                image={printImage}
                alt="The painting as a framed canvas"
                frame="walnut"
                aspectRatio={printRatio}
                sizes="(max-width: 700px) 70vw, 260px"
                bare
              />
            </div>
          </div>
          <h3>
            <span className={styles.number}>3</span> Hang it on your wall
          </h3>
          <p>We print it on canvas or as a poster, framed or signed if you like, and ship it to your door.</p>
        </li>
      </ol>
    </section>
  )
}
