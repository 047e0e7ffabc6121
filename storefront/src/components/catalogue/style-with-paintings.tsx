import type { Style } from "@petshop/contract"
import { fetchStylePaintings } from "@/lib/catalogue/fetch-styles"
import { StyleDetail } from "./style-detail"

/** A style's page body with the first 25 of its public paintings (server-rendered for search engines). */
export async function StyleWithPaintings({ style }: { style: Style }) {
  const paintings = await fetchStylePaintings(style.id, 1, 25)
  return (
    <StyleDetail
      style={style}
      paintings={paintings.ok ? paintings.data.paintings : null}
      paintingCount={paintings.ok ? paintings.data.count : 0}
    />
  )
}
