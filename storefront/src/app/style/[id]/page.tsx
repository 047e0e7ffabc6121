import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { StyleWithPaintings } from "@/components/catalogue/style-with-paintings"
import { fetchStyle } from "@/lib/catalogue/fetch-styles"
import { styleMetadata } from "@/lib/catalogue/style-metadata"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const style = await fetchStyle((await params).id)
  // The style's own page (/pet-portrait/{slug}) is the canonical one.
  return style.ok ? styleMetadata(style.data) : { title: "Pet portrait style" }
}

/** A public style by id (or slug); hidden styles have their own page at /styles/{id}. */
export default async function StylePage({ params }: Props) {
  const { id } = await params
  const style = await fetchStyle(id)
  if (!style.ok) {
    if (style.status === 404) notFound()
    return <BackendNotice what="this style" />
  }
  return <StyleWithPaintings style={style.data} />
}
