/**
 * An admin's `apply` of post-process settings to a painting: where it stands and what it
 * made. Kept in the painting's `history` under `postProcess[<settings id>]` (the history is
 * already "what was made from this painting, and how"), never in its image fields, so the
 * painting customers see stays as it is until an admin replaces it. Shared by the backend
 * (queues it, replaces images with it) and the worker (paints it).
 */

/** The images an apply made: the same tiers as a painting's preview and clean images. */
export type AppliedResult = {
  /** The watermarked preview, like painting.image (results made before placeholders have none). */
  image: { original: string; low: string; placeholder?: string }
  /** The clean picture's private files, like painting.no_watermark (the backend signs links to them). */
  noWatermark: { files: { original: string; webp: string }; width: number; height: number }
  taskId: string
  appliedAt: string
}

export type AppliedPostProcess = {
  /** The latest apply's task: only that task may write here (an older one finishing late is ignored). */
  taskId: string
  status: "queue" | "in-progress" | "complete" | "failed"
  progress: number
  /** The latest frame while it paints. */
  progressImage: string | null
  error: string | null
  queuedAt: string
  finishedAt: string | null
  /** The latest finished result (kept while a new apply runs). */
  result: AppliedResult | null
  /** Where the result went: the painting's own image, the style's examples. */
  usedAs: ("painting" | "example")[]
}

/**
 * An apply task's id says what it is (like a print file's), so a retry of the task from the
 * admin's task list can queue it as an apply again rather than as a paint job.
 */
export const applyTaskId = (unique: string) => `task_apply_${unique}`
export const isApplyTaskId = (taskId: string) => taskId.startsWith("task_apply_")

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === "object" && !Array.isArray(v)

/** The apply state of `settingsId` in a painting's history, if any. */
export function appliedStateOf(history: unknown, settingsId: string): AppliedPostProcess | null {
  if (!isObject(history) || !isObject(history.postProcess)) return null
  const state = history.postProcess[settingsId]
  return isObject(state) ? (state as unknown as AppliedPostProcess) : null
}

/** Which settings an apply task painted: the settings whose latest apply is that task, if any. */
export function appliedSettingsIdOf(history: unknown, taskId: string): string | null {
  if (!isObject(history) || !isObject(history.postProcess)) return null
  const found = Object.entries(history.postProcess).find(([, state]) => isObject(state) && state.taskId === taskId)
  return found ? found[0] : null
}

/** The painting's history with the apply state of `settingsId` replaced (null removes it). */
export function withAppliedState(history: unknown, settingsId: string, state: AppliedPostProcess | null): Record<string, unknown> {
  const base = isObject(history) ? history : {}
  const applied = { ...(isObject(base.postProcess) ? base.postProcess : {}) }
  if (state) applied[settingsId] = state
  else delete applied[settingsId]
  return { ...base, postProcess: applied }
}
