/**
 * How far the style sampler is with a photo (issue 25): once the photo is analysed, the worker
 * paints a small sample of it in every public style, behind the shoppers' previews on its
 * queue. The wizard's Style step shows them as they arrive and asks again while more are coming.
 */
import type { Photo } from "@petshop/contract"
import { isAnalysisActive } from "./photo-status"

/** How often the Style step asks for the photo while its samples are painted; the live event usually comes first. */
export const SAMPLE_POLL_MS = 1000
/** How long after its upload an analysed photo's sampler may still be waiting for its turn. */
export const SAMPLER_START_WINDOW_MS = 10 * 60_000

/**
 * analysing: the photo first; queued: analysed, the sampler not begun; painting: some samples
 * made; done: all made; none: no samples to wait for (a failed photo, or one analysed before the sampler).
 */
export type SamplingPhase = "analysing" | "queued" | "painting" | "done" | "none"

export function samplingPhase(photo: Pick<Photo, "status" | "sampling" | "dateCreated"> | null | undefined, now: number): SamplingPhase {
  if (!photo) return "none"
  if (isAnalysisActive(photo.status)) return "analysing"
  if (photo.status !== "analysed") return "none"
  if (photo.sampling) return photo.sampling.done < photo.sampling.total ? "painting" : "done"
  const age = now - Date.parse(photo.dateCreated)
  return age < SAMPLER_START_WINDOW_MS ? "queued" : "none"
}

/** Whether the styles without a sample yet will get one. */
export const samplesComing = (phase: SamplingPhase) => phase === "analysing" || phase === "queued" || phase === "painting"

/** The Style step's line about the samples, or null when there are none to wait for. */
export function samplingLine(phase: SamplingPhase, sampling: Photo["sampling"], styleCount: number): string | null {
  switch (phase) {
    case "analysing":
      return "Finding your pet in the photo, then painting it in every style…"
    case "queued":
      return styleCount ? `Your pet in every style: 0 of ${styleCount} ready` : "Your pet in every style: starting…"
    case "painting":
    case "done":
      return `Your pet in every style: ${sampling?.done ?? 0} of ${sampling?.total ?? styleCount} ready`
    case "none":
      return null
  }
}
