/** A few public styles with their pictures, for pages that suggest where to go next (the 404 page). */
import type { ImageSet, Style } from "@petshop/contract"
import { backendUrl } from "../runtime-config"

export type StyleTeaser = { title: string; route: string; image: ImageSet | string | null; aspectRatio: number }

export async function loadStyleTeasers(count = 6): Promise<StyleTeaser[]> {
  const base = backendUrl()
  try {
    const res = await fetch(`${base}/api/styles?scope=isPublic&perPage=${count}`, { cache: "no-store", signal: AbortSignal.timeout(3000) })
    if (!res.ok) return []
    const { styles } = (await res.json()) as { styles: Style[] }
    return styles.slice(0, count).map((s) => {
      const image = s.publicImage ?? s.demoImages[0] ?? null
      const dims = image && typeof image === "object" ? (image as { width?: number; height?: number }) : {}
      return { title: s.title, route: s.route, image, aspectRatio: dims.width && dims.height ? dims.width / dims.height : 2 / 3 }
    })
  } catch (err) {
    console.info("[styles] teasers unavailable:", (err as Error).message)
    return []
  }
}
