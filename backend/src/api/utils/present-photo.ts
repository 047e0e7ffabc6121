import type { Photo, PhotoTier } from "@petshop/contract"
import { proposeComposition, styleSamplesOf, type AnalysedSubject } from "@petshop/painting-module"
import { privateFileUrl } from "../../commerce/files/private-file-links"

/** The spec's Photo shape (section 3): id, uuid, dateCreated, image, description, status. */
export type PhotoRecord = {
  id: string
  status: string
  image: unknown
  description: string | null
  failure_reason: string | null
  subject: unknown
  subjects?: unknown
  orientation: string | null
  width: number | null
  height: number | null
  created_at: Date | string
  style_samples?: unknown
}

export const PHOTO_FIELDS = [
  "id",
  "status",
  "image",
  "description",
  "failure_reason",
  "subject",
  "subjects",
  "orientation",
  "width",
  "height",
  "created_at",
  "style_samples",
]

type Tier = { webp: string; jpeg: string; width: number; height: number; files?: [string, string] }

/**
 * The image object (original, high, medium, low, thumb) without storage internals. The tiers are
 * private files (issue 18): the photo's owner and admins, the only callers shown a photo, get
 * short-lived signed links to them.
 */
function presentImage(image: unknown): Record<string, PhotoTier> | null {
  if (!image || typeof image !== "object") return null
  return Object.fromEntries(
    Object.entries(image as Record<string, Tier | string>)
      // The tiers only: the placeholder beside them is presented on its own.
      .filter((entry): entry is [string, Tier] => Boolean(entry[1]) && typeof entry[1] === "object")
      .map(([tier, t]) => [
        tier,
        {
          webp: t.files ? privateFileUrl(t.files[0]) : t.webp,
          jpeg: t.files ? privateFileUrl(t.files[1]) : t.jpeg,
          width: t.width,
          height: t.height,
        },
      ])
  )
}

const placeholderOf = (image: unknown) => {
  const value = image && typeof image === "object" ? (image as { placeholder?: unknown }).placeholder : null
  return typeof value === "string" ? value : null
}

export function presentPhoto(photo: PhotoRecord): Photo {
  return {
    id: photo.id,
    uuid: photo.id,
    dateCreated: new Date(photo.created_at).toISOString(),
    status: photo.status,
    image: presentImage(photo.image),
    placeholder: placeholderOf(photo.image),
    description: photo.description,
    failureReason: photo.failure_reason,
    subject: photo.subject ?? null,
    orientation: photo.orientation,
    width: photo.width,
    height: photo.height,
    composition: compositionOf(photo),
    ...presentStyleSamples(photo),
  }
}

/**
 * The style sampler's pictures of the photo (issue 25), made so far, through short-lived signed
 * links (they are private files, and a photo is only ever shown to its owner and admins).
 */
function presentStyleSamples(photo: PhotoRecord): Pick<Photo, "styleSamples" | "sampling"> {
  if (photo.status !== "analysed") return { styleSamples: [], sampling: null }
  const { total, samples } = styleSamplesOf(photo.style_samples)
  const styleSamples = Object.entries(samples)
    .filter(([, s]) => s && typeof s.file_id === "string")
    .map(([styleId, s]) => ({ styleId, image: privateFileUrl(s.file_id), width: s.width, height: s.height, sketch: Boolean(s.sketch) }))
  // A photo analysed before the sampler, or whose sampler has not begun: nothing to wait for yet.
  return { styleSamples, sampling: total > 0 ? { done: Math.min(styleSamples.length, total), total } : null }
}

/** The proposed framing of a painting of an analysed photo (the wizard's crop step starts from it). */
function compositionOf(photo: PhotoRecord): Photo["composition"] {
  if (photo.status !== "analysed" || !photo.width || !photo.height) return null
  return proposeComposition({
    width: photo.width,
    height: photo.height,
    subject: (photo.subject as AnalysedSubject | null) ?? null,
    subjects: Array.isArray(photo.subjects) ? (photo.subjects as AnalysedSubject[]) : null,
  })
}
