import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { StyleWithPaintings } from "@/components/catalogue/style-with-paintings"
import { findStyleBySlug } from "@/lib/catalogue/fetch-styles"
import { styleMetadata } from "@/lib/catalogue/style-metadata"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ slug: string }> }

/** The slug arrives encoded when the style name has a slash ("cosmic%2Fethereal"). */
const slugOf = async (params: Props["params"]) => decodeURIComponent((await params).slug)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await findStyleBySlug(await slugOf(params))
  return found.ok && found.data ? styleMetadata(found.data) : { title: "Pet portrait style" }
}

export default async function PetPortraitStylePage({ params }: Props) {
  const found = await findStyleBySlug(await slugOf(params))
  if (!found.ok) return <BackendNotice what="this style" />
  if (!found.data) notFound()
  return <StyleWithPaintings style={found.data} />
}
