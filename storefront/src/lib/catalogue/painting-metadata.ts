import type { Metadata } from "next"
import type { Painting } from "@petshop/contract"
import { imageUrl } from "./image-url"
import { paintingLabel } from "./painting-label"

/** Title, description, canonical URL and share picture (with its size) of an artwork's pages. */
export function paintingMetadata(painting: Painting, styleTitle: string | null, page: "page" | "post" = "page"): Metadata {
  const title = paintingLabel(painting, styleTitle)
  const description = `${title}: a pet portrait${styleTitle ? ` in the ${styleTitle} style` : ""}, painted from a photo at Custom Pet Portraits. Order it on canvas or as a poster.`
  const url = imageUrl(painting.image, "original")
  const canonical = painting.routes[page]
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
      images: url ? [{ url, width: painting.dimensions?.width, height: painting.dimensions?.height, alt: title }] : undefined,
    },
    twitter: { card: "summary_large_image", title, description, images: url ? [url] : undefined },
  }
}
