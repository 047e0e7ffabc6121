import type { Metadata } from "next"
import { PrivateStyleView } from "@/components/catalogue/private-style-view"
import { StyleWithPaintings } from "@/components/catalogue/style-with-paintings"
import { fetchStyle } from "@/lib/catalogue/fetch-styles"
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
  return <StyleWithPaintings style={style.data} />
}
