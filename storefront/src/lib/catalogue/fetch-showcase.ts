import { cache } from "react"
import type { ImageSet } from "@petshop/contract"
import { fetchPaintings } from "./fetch-paintings"
import { fetchStyles } from "./fetch-styles"
import { imageRatio } from "./image-url"
import { paintingLabel, paintingRatio } from "./painting-label"

export type ShowcaseImage = { image: ImageSet | string; ratio: number; alt: string }

/**
 * Pictures to dress product pages with: the newest public paintings, then the styles'
 * example images, so a fresh shop still shows painted pets in its frames.
 */
export const fetchShowcase = cache(async (): Promise<ShowcaseImage[]> => {
  const [paintings, styles] = await Promise.all([fetchPaintings({ scope: "isPublic", perPage: 12 }), fetchStyles("isPublic")])
  const titles = styles.ok ? Object.fromEntries(styles.data.styles.map((s) => [s.id, s.title])) : {}
  const fromPaintings = (paintings.ok ? paintings.data.paintings : [])
    .filter((p) => p.image)
    .map((p) => ({ image: p.image!, ratio: paintingRatio(p), alt: paintingLabel(p, titles[p.style]) }))
  const fromStyles = (styles.ok ? styles.data.styles : []).flatMap((s) =>
    [s.publicImage ?? s.demoImages[0]]
      .filter(Boolean)
      .map((image) => ({ image: image!, ratio: imageRatio(image), alt: `${s.title} pet portrait` }))
  )
  return [...fromPaintings, ...fromStyles]
})
