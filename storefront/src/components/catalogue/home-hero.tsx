import Link from "next/link"
import { ShopImage } from "@/components/ui/shop-image"
import type { ImageSet } from "@petshop/contract"
import styles from "./home-hero.module.css"
import { countedStyles } from "@/lib/catalogue/style-count"

type Example = { image: ImageSet | string | null; alt: string; ratio: number }

/** The home page's first screen: one big painted example, two smaller ones, the call to action. */
export function HomeHero({ examples, styleCount }: { examples: Example[]; styleCount: number | null }) {
  const [main, ...rest] = examples
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.copy}>
        <p className="eyebrow">Painted from your photo</p>
        <h1 id="hero-title">Custom Pet Portraits</h1>
        <p className={styles.lead}>
          Upload a photo of your pet, pick one of {countedStyles(styleCount)}, watch the painting appear in under a minute, and hang it on
          your wall as a canvas or poster.
        </p>
        <div className="button-row">
          <Link className="button" href="/portraits/new">
            Paint my pet
          </Link>
          <Link className="button-secondary" href="/pet-portraits">
            See the styles
          </Link>
        </div>
        <p className={styles.promise}>Free to try · Pay only for prints you love · Ships to the US, Canada, UK, Ireland and Australia</p>
      </div>
      {main && (
        <div className={styles.art}>
          <div className={styles.main} style={{ aspectRatio: main.ratio }}>
            <ShopImage image={main.image} alt={main.alt} aspectRatio={main.ratio} sizes="(max-width: 900px) 70vw, 420px" priority />
          </div>
          {rest.slice(0, 2).map((example, index) => (
            <div key={index} className={index === 0 ? styles.sideTop : styles.sideBottom} style={{ aspectRatio: example.ratio }}>
              <ShopImage image={example.image} alt={example.alt} aspectRatio={example.ratio} sizes="180px" />
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
