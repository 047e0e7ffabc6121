/**
 * A photo's pictures (its sizes and style samples) are private files behind short-lived signed
 * links, signed afresh on every read. While the wizard asks for the photo every second, each
 * answer would make every picture load again; a link to the same file still valid for a while
 * is kept instead.
 */
import type { Photo } from "@petshop/contract"

/** A kept link must stay valid this long: a page left open gets fresh ones well before they expire. */
export const KEEP_LINK_MS = 10 * 60_000

/** `previous` while it links the same file and expires later than KEEP_LINK_MS from now, else `next`. */
export function steadyLink(previous: string | undefined, next: string, now: number): string {
  if (!previous || previous === next) return next
  let before: URL, after: URL
  try {
    before = new URL(previous)
    after = new URL(next)
  } catch {
    return next
  }
  if (before.origin !== after.origin || before.pathname !== after.pathname) return next
  const expires = Number(before.searchParams.get("expires") ?? Number.NaN)
  return Number.isFinite(expires) && expires * 1000 - now > KEEP_LINK_MS ? previous : next
}

/** The photo as read now, with the earlier read's links wherever they still serve. */
export function keepSteadyLinks(previous: Photo | undefined, next: Photo, now: number): Photo {
  if (!previous || previous.id !== next.id) return next
  const image = next.image
    ? Object.fromEntries(
        Object.entries(next.image).map(([name, tier]) => {
          const before = previous.image?.[name]
          return [
            name,
            before ? { ...tier, webp: steadyLink(before.webp, tier.webp, now), jpeg: steadyLink(before.jpeg, tier.jpeg, now) } : tier,
          ]
        })
      )
    : next.image
  const samplesBefore = new Map((previous.styleSamples ?? []).map((s) => [s.styleId, s.image]))
  const styleSamples = next.styleSamples
    ? next.styleSamples.map((s) => ({ ...s, image: steadyLink(samplesBefore.get(s.styleId), s.image, now) }))
    : next.styleSamples
  return { ...next, image, styleSamples }
}
