import type { Metadata } from "next"
import { NewPortraitView } from "@/components/wizard/new-portrait-view"

export const metadata: Metadata = {
  title: "Create your painting",
  description: "Upload a photo of your pet, choose a style and watch your portrait being painted.",
  robots: { index: false },
}

type Search = Promise<Record<string, string | string[] | undefined>>

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || null

export default async function NewPortraitPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams
  const styleId = one(q.styleId)
  const photoId = one(q.photoId)
  // A new style in the address starts the wizard afresh; a new photo alone keeps its state.
  return <NewPortraitView key={styleId ?? "none"} styleId={styleId} photoId={photoId} />
}
