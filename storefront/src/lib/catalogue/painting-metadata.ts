import type { Metadata } from "next"
import type { Painting, Product } from "@petshop/contract"
import { mockupAlt, mockupSrc, MOCKUP_RATIO } from "@/components/catalogue/mockup-sources"
import { imageUrl } from "./image-url"
import { paintingLabel } from "./painting-label"
import { firstPrint } from "./print-options"

/** Social sites show a share picture about 1200 px wide; JPEG, which every one of them reads. */
const SHARE_WIDTH = 1200

/**
 * Title, description, canonical URL and share pictures (with their sizes) of an artwork's pages.
 * The first share picture is the painting hanging in a living room as the page's first print
 * (the watermarked preview, as the page shows it); the flat picture follows, and stands alone
 * when no product fits the painting.
 */
export function paintingMetadata(
  painting: Painting,
  styleTitle: string | null,
  page: "page" | "post" = "page",
  products: Product[] = []
): Metadata {
  const title = paintingLabel(painting, styleTitle)
  const description = `${title}: a pet portrait${styleTitle ? ` in the ${styleTitle} style` : ""}, painted from a photo at Custom Pet Portraits. Order it on canvas or as a poster.`
  const url = imageUrl(painting.image, "original")
  const canonical = painting.routes[page]
  const print = firstPrint(products, painting)
  const mockup = print
    ? {
        url: mockupSrc(painting.id, print.variant, "living", SHARE_WIDTH, "jpeg"),
        width: SHARE_WIDTH,
        height: Math.round(SHARE_WIDTH / MOCKUP_RATIO),
        alt: mockupAlt(print, painting, "living", title),
      }
    : null
  const flat = url ? { url, width: painting.dimensions?.width, height: painting.dimensions?.height, alt: title } : null
  const images = [mockup, flat].filter((i) => i !== null)
  return {
    title: page === "post" ? `${title} (post)` : title,
    description,
    alternates: { canonical },
    // Only paintings their owners made public are for search engines; shared links still work.
    robots: painting.isPublic && page === "page" ? undefined : { index: false },
    openGraph: {
      type: "article",
      title,
      description,
      url: canonical,
      images: images.length ? images : undefined,
    },
    twitter: { card: "summary_large_image", title, description, images: images.length ? [images[0].url] : undefined },
  }
}
