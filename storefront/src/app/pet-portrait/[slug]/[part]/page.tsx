import { notFound, permanentRedirect } from "next/navigation"
import { findStyleBySlug } from "@/lib/catalogue/fetch-styles"
import { stylePath } from "@/lib/catalogue/style-slug"

export const dynamic = "force-dynamic"

/** "/pet-portrait/cosmic/ethereal": a style name with a slash linked unencoded goes to its page. */
export default async function SlashedStyleSlug({ params }: { params: Promise<{ slug: string; part: string }> }) {
  const { slug, part } = await params
  const found = await findStyleBySlug(`${decodeURIComponent(slug)}/${decodeURIComponent(part)}`)
  if (!found.ok || !found.data) notFound()
  permanentRedirect(stylePath(found.data.title))
}
