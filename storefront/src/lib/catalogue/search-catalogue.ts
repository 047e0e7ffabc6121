import type { Painting, Style } from "@petshop/contract"
import { fetchPaintings } from "./fetch-paintings"
import { fetchStyles } from "./fetch-styles"
import { paintingLabel } from "./painting-label"

export type SearchResult = { ok: boolean; styles: Style[]; paintings: Painting[] }

/** Every word of the query appears in the text (case- and accent-insensitive). */
function matches(text: string, words: string[]): boolean {
  const hay = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
  return words.every((w) => hay.includes(w))
}

/**
 * Styles and public paintings whose title (or, for a painting, its style's name) matches the
 * query. The API has no title search, so the newest 100 public paintings are searched.
 */
export async function searchCatalogue(q: string): Promise<SearchResult> {
  const words = q.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)
  if (!words.length) return { ok: true, styles: [], paintings: [] }
  const [styleList, paintingList] = await Promise.all([fetchStyles("isPublic"), fetchPaintings({ scope: "isPublic", perPage: 100 })])
  const allStyles = styleList.ok ? styleList.data.styles : []
  const titles = Object.fromEntries(allStyles.map((s) => [s.id, s.title]))
  return {
    ok: styleList.ok && paintingList.ok,
    styles: allStyles.filter((s) => matches(`${s.title} ${s.description ?? ""}`, words)),
    paintings: (paintingList.ok ? paintingList.data.paintings : []).filter((p) =>
      matches(`${paintingLabel(p, titles[p.style])} ${titles[p.style] ?? ""}`, words)
    ),
  }
}
