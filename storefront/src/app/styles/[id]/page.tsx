import type { Metadata } from "next"
import { PrivateStyleView } from "@/components/catalogue/private-style-view"
import { StyleDetail } from "@/components/catalogue/style-detail"
import { fetchStyle, fetchStylePaintings } from "@/lib/catalogue/fetch-styles"
import { styleMetadata } from "@/lib/catalogue/style-metadata"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const style = await fetchStyle((await params).id)
  return style.ok ? styleMetadata(style.data) : { title: "Private style", robots: { index: false } }
}

/**
 * The private style variant: a style by id. Public styles render on the server; a hidden
 * one is fetched in the browser with the shopper's token (admins see it, others "not found").
 */
export default async function PrivateStylePage({ params }: Props) {
  const { id } = await params
  const style = await fetchStyle(id)
  if (!style.ok) return <PrivateStyleView id={id} />
  const paintings = await fetchStylePaintings(style.data.id, 1, 25)
  return (
    <StyleDetail
      style={style.data}
      paintings={paintings.ok ? paintings.data.paintings : null}
      paintingCount={paintings.ok ? paintings.data.count : 0}
    />
  )
}
