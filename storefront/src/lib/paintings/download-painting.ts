import { apiRequest } from "@/lib/api/client"
import type { Painting } from "@petshop/contract"
import { imageUrl } from "@/lib/catalogue/image-url"

/** The cleanest image of a painting the caller may see: no watermark for its buyers and staff (signed links). */
export function paintingDownloadUrl(painting: Painting): string | null {
  return (
    imageUrl(painting.noWatermark as Painting["image"], "original") ??
    imageUrl(painting.productionImage as Painting["image"], "original") ??
    imageUrl(painting.image, "original")
  )
}

/**
 * Saves the painting's image as a file. Same-origin paths go through apiRequest (download
 * mode); images on another host that refuses CORS open in a new tab instead.
 */
export async function downloadPainting(painting: Painting): Promise<void> {
  const url = paintingDownloadUrl(painting)
  if (!url) return
  let blob: Blob | null
  const target = new URL(url, window.location.origin)
  try {
    blob =
      target.origin === window.location.origin
        ? await apiRequest<Blob>(target.pathname + target.search, { download: true })
        : await fetch(target).then((r) => (r.ok ? r.blob() : null))
  } catch {
    blob = null
  }
  if (!blob) {
    window.open(target.href, "_blank", "noopener")
    return
  }
  const link = document.createElement("a")
  link.href = URL.createObjectURL(blob)
  const extension = blob.type.split("/")[1]?.replace("jpeg", "jpg") || "jpg"
  link.download = `${painting.title?.replace(/[^\w-]+/g, "-") || painting.id}.${extension}`
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}
