import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { MyArtworksView } from "@/components/paintings/my-artworks-view"

export const metadata: Metadata = {
  title: "My Artworks",
  description: "The paintings you have made of your pets.",
  robots: { index: false },
}

type Params = Promise<{ page: string }>
type Search = Promise<Record<string, string | string[] | undefined>>

export default async function MyArtworksPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { page: raw } = await params
  const q = await searchParams
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) notFound()
  const styleId = (Array.isArray(q.styleId) ? q.styleId[0] : q.styleId) || null
  return <MyArtworksView page={Number(raw)} styleId={styleId} />
}
