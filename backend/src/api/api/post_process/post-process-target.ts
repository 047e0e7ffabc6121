/**
 * What the /api/post_process/{id} calls work on: the settings the id names (a
 * post_process_settings id, or a style by id or slug, meaning its default settings) and,
 * for apply and its follow-ups, a painting of that style with its apply state.
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { appliedStateOf, type AppliedPostProcess } from "@petshop/painting-module/queues"
import { signedImage } from "../../../commerce/files/private-file-links"
import type { ApplyTarget } from "../../../workflows/post-process/steps/check-apply-target"
import type { AccountContext } from "../../utils/account-context"
import { ApiError } from "../../utils/api-error"
import { findStyle, type PostProcessSettingsRecord } from "../../utils/present-style"

export const SETTINGS_NOT_FOUND = "Post-process settings not found."
export const PAINTING_NOT_FOUND = "Painting not found."

/**
 * The settings an id names, for reads: a style without settings is 404 here (GET and PATCH of
 * the settings and apply make its defaults, in their workflows' ensure-post-process-settings step).
 */
export async function resolveSettings(req: MedusaRequest, account: AccountContext): Promise<PostProcessSettingsRecord> {
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [byId] = await painting.listPostProcessSettings({ id: req.params.id }, { take: 1 })
  if (byId) return byId as unknown as PostProcessSettingsRecord
  const style = await findStyle(req.scope, req.params.id, { account })
  const current = await painting.retrieveDefaultPostProcessSettings(style.id)
  if (current) return current as unknown as PostProcessSettingsRecord
  throw ApiError.notFound(SETTINGS_NOT_FOUND)
}

/** The settings and a painting of their style (admins may use anyone's painting). */
export async function postProcessTarget(req: MedusaRequest, account: AccountContext, paintingId: string) {
  const settings = await resolveSettings(req, account)
  const [painting] = await req.scope
    .resolve<PaintingModuleService>(PAINTING_MODULE)
    .listPaintings({ id: paintingId }, { take: 1, select: ["id", "status", "style_id", "image", "no_watermark", "history"] })
  if (!painting) throw new ApiError(404, PAINTING_NOT_FOUND, { field: "paintingId" })
  const target = painting as unknown as ApplyTarget
  if (settings.style_id && settings.style_id !== target.style_id) {
    throw ApiError.badRequest("paintingId", "This painting is of another style than these post-process settings.")
  }
  return { settings, painting: target, applied: appliedStateOf(target.history, settings.id) }
}

/** The apply state as the admin's preview reads it. */
export function presentApplied(applied: AppliedPostProcess | null) {
  if (!applied) return null
  const { taskId, status, progress, progressImage, error, queuedAt, finishedAt, result, usedAs } = applied
  // The clean result is a private file: the admin gets it through a signed link.
  const shownResult = result ? { ...result, noWatermark: signedImage(result.noWatermark) } : result
  return { taskId, status, progress, progressImage, error, queuedAt, finishedAt, result: shownResult, usedAs: usedAs ?? [] }
}
