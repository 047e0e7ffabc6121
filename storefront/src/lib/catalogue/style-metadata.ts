import type { Metadata } from "next"
import type { Style } from "@petshop/contract"
import { imageUrl } from "./image-url"
import { stylePath } from "./style-slug"

/** Title, description, canonical URL and share picture of a style's page. */
export function styleMetadata(style: Style, canonical = style.isPublic ? stylePath(style.title) : `/styles/${style.id}`): Metadata {
  const image = (style.publicImage ?? style.demoImages[0] ?? null) as
    (Record<string, unknown> & { width?: number; height?: number }) | string | null
  const url = imageUrl(image as Style["publicImage"], "high")
  const description = style.description ?? `Your pet painted in the ${style.title} style, printed on canvas or as a poster.`
  const title = `${style.title} pet portraits`
  return {
    title,
    description,
    alternates: { canonical },
    robots: style.isPublic ? undefined : { index: false },
    openGraph: {
      title,
      description,
      url: canonical,
      images: url
        ? [
            {
              url,
              alt: `${style.title} pet portrait`,
              ...(typeof image === "object" && image?.width ? { width: image.width, height: image.height } : {}),
            },
          ]
        : undefined,
    },
    twitter: { card: "summary_large_image", title, description, images: url ? [url] : undefined },
  }
}
