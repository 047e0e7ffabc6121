import { cache } from "react"
import { fetchPainting } from "./fetch-paintings"
import { fetchStyle } from "./fetch-styles"

/** A painting with its style's name (a hidden style leaves the name out). */
export const loadArtwork = cache(async (id: string) => {
  const painting = await fetchPainting(id)
  if (!painting.ok) return { painting, style: null }
  const style = await fetchStyle(painting.data.style)
  return { painting, style: style.ok ? style.data : null }
})
