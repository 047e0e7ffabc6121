import type { Metadata } from "next"
import { notFound } from "next/navigation"
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
 * The private style variant: a style by id. Public styles render on the server. The server
 * cannot tell a hidden style from an unknown id (the token is the browser's), so both answer
 * 404 (not-found.tsx), whose page fetches it again with the shopper's token: admins see a
 * hidden style, others "not found".
 */
export default async function PrivateStylePage({ params }: Props) {
  const { id } = await params
  const style = await fetchStyle(id)
  if (!style.ok && style.status === 404) notFound()
  if (!style.ok) return <PrivateStyleView id={id} />
  return <StyleWithPaintings style={style.data} />
}
