import type { MetadataRoute } from "next"
import { fetchPaintings } from "@/lib/catalogue/fetch-paintings"
import { fetchProducts } from "@/lib/catalogue/fetch-products"
import { fetchStyles } from "@/lib/catalogue/fetch-styles"
import { PRODUCT_PAGES } from "@/lib/catalogue/product-pages"
import { stylePath } from "@/lib/catalogue/style-slug"
import { readRuntimeConfig } from "@/lib/runtime-config"

// Styles, products and public paintings change while the shop runs.
export const dynamic = "force-dynamic"

const STATIC_PAGES = [
  "/about",
  "/faq",
  "/guide",
  "/photo-guide",
  "/reviews",
  "/contact",
  "/refer",
  "/social-feed",
  "/articles/the-art-of-timing",
  "/legacy-pet-portraits",
  "/legal",
  "/legal/privacy",
  "/legal/terms",
]

/** At most this many public artworks are listed (10 pages of the API's largest page). */
const MAX_ARTWORK_PAGES = 10

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const host = readRuntimeConfig().publicUrl
  const at = (path: string) => `${host}${path}`
  const [styles, products] = await Promise.all([fetchStyles("isPublic"), fetchProducts("usd")])

  const artworks: MetadataRoute.Sitemap = []
  for (let page = 1; page <= MAX_ARTWORK_PAGES; page++) {
    const list = await fetchPaintings({ scope: "isPublic", page, perPage: 100 })
    if (!list.ok) break
    for (const p of list.data.paintings) {
      artworks.push({ url: at(p.routes.page), lastModified: p.dateCreated, changeFrequency: "yearly", priority: 0.5 })
    }
    if (page * 100 >= list.data.count) break
  }

  return [
    { url: at("/"), changeFrequency: "daily", priority: 1 },
    { url: at("/pet-portraits"), changeFrequency: "weekly", priority: 0.9 },
    { url: at("/portraits"), changeFrequency: "daily", priority: 0.8 },
    { url: at("/products"), changeFrequency: "weekly", priority: 0.8 },
    ...(styles.ok
      ? styles.data.styles.map((s) => ({ url: at(stylePath(s.title)), changeFrequency: "weekly" as const, priority: 0.9 }))
      : []),
    ...PRODUCT_PAGES.map((p) => ({ url: at(`/products/${p.key}`), changeFrequency: "monthly" as const, priority: 0.7 })),
    ...(products.ok
      ? products.data.products.map((p) => ({ url: at(`/products/${p.handle}`), changeFrequency: "monthly" as const, priority: 0.5 }))
      : []),
    ...STATIC_PAGES.map((path) => ({ url: at(path), changeFrequency: "monthly" as const, priority: 0.4 })),
    ...artworks,
  ]
}
