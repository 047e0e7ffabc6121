/**
 * Which cut-out a painting is made with. A bought painting is painted again at print size
 * long after its preview: it must be cut as the preview was, even after the segmenter has
 * improved. The segment step records the version it ran (`cut` in the painting's history);
 * a painting whose recorded preview has no version was cut by the first segmenter.
 */
/** 2: colour models seeded by the box's core and rim, others' boxes kept out, the full frame, vignetted, when unsure (issue 22). */
export const CURRENT_CUT = 2
/** The first segmenter: the whole box seeds the pet's colours; no fallback. */
export const FIRST_CUT = 1

/** The cut a painting's earlier image was made with (its recorded history), or the current one for a new painting. */
export function cutVersionOf(history: unknown): number {
  const preview = history && typeof history === "object" ? (history as { preview?: unknown }).preview : undefined
  if (!Array.isArray(preview)) return CURRENT_CUT
  const step = preview.find((e) => e && typeof e === "object" && (e as { layer?: unknown }).layer === "segment") as
    { params?: Record<string, unknown> } | undefined
  if (!step) return CURRENT_CUT
  const cut = Number(step.params?.cut)
  return Number.isInteger(cut) && cut >= FIRST_CUT && cut <= CURRENT_CUT ? cut : FIRST_CUT
}
