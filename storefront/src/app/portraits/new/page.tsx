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
  // The wizard keeps its state as the style and photo it has chosen go into the address (issue 25:
  // the style is picked after the photo, in the wizard itself).
  return <NewPortraitView styleId={styleId} photoId={photoId} />
}
