import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { appliedStateOf, type AppliedPostProcess } from "@petshop/painting-module/queues"
import { DomainError } from "../../../lib/errors"

const MAX_EXAMPLES = 12

export type CheckAppliedResultInput = {
  /** A post_process_settings id, or a style id or slug (its default settings, which must exist). */
  settingsRef: string
  paintingId: string
  isAdmin: boolean
  /** For use_as_example: the settings must belong to a style, whose examples are answered with the result first. */
  asExample?: boolean
}

type Settings = { id: string; style_id: string | null }
type Result = NonNullable<AppliedPostProcess["result"]>

export type CheckedAppliedResult = {
  settingsId: string
  paintingId: string
  result: Result
  /** For an example: the style and its examples with the result first. */
  styleId: string | null
  demoImages: Record<string, unknown>[] | null
}

/**
 * The finished result of settings on a painting, to use as its image or a style's example:
 * staff only (401); the settings (404); a painting of their style (404/400 on paintingId); an
 * apply that is done (409 while painting, 400 with none). An example also needs the settings'
 * style (400 on id, 404); its examples come back with the result first, at most twelve.
 */
export const checkAppliedResultStep = createStep(
  "check-applied-result",
  async (
    { settingsRef, paintingId, isAdmin, asExample }: CheckAppliedResultInput,
    { container }
  ): Promise<StepResponse<CheckedAppliedResult>> => {
    if (!isAdmin) throw DomainError.unauthenticated()
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const settings = await findSettings(service, settingsRef)
    const [found] = await service.listPaintings({ id: paintingId }, { take: 1, select: ["id", "style_id", "history"] })
    if (!found) throw new DomainError("not_found", "Painting not found.", { field: "paintingId" })
    const painting = found as unknown as { id: string; style_id: string; history: unknown }
    if (settings.style_id && settings.style_id !== painting.style_id) {
      throw DomainError.invalid("paintingId", "This painting is of another style than these post-process settings.")
    }
    const applied = appliedStateOf(painting.history, settings.id)
    if (applied && (applied.status === "queue" || applied.status === "in-progress")) {
      throw DomainError.conflict("These settings are still being applied to this painting; wait for the result.", "paintingId")
    }
    if (!applied?.result) {
      throw DomainError.invalid("paintingId", "Apply these settings to this painting first: there is no result to use yet.")
    }
    const result = applied.result as Result
    if (!asExample) return new StepResponse({ settingsId: settings.id, paintingId: painting.id, result, styleId: null, demoImages: null })
    if (!settings.style_id) throw DomainError.invalid("id", "These post-process settings belong to no style, so they have no examples.")
    const [style] = await service.listStyles({ id: settings.style_id }, { take: 1 })
    if (!style) throw DomainError.notFound("Style not found.")
    const image = result.image as Record<string, unknown>
    const key = (img: unknown) => JSON.stringify(img)
    const earlier = ((style as { demo_images?: unknown }).demo_images as Record<string, unknown>[] | null) ?? []
    const demoImages = [image, ...earlier.filter((img) => key(img) !== key(image))].slice(0, MAX_EXAMPLES)
    return new StepResponse({ settingsId: settings.id, paintingId: painting.id, result, styleId: style.id, demoImages })
  }
)

/** The settings an id names: by id, else the default settings of a style by id or slug. */
async function findSettings(service: PaintingModuleService, ref: string): Promise<Settings> {
  const [byId] = await service.listPostProcessSettings({ id: ref }, { take: 1 })
  if (byId) return byId as unknown as Settings
  let [style] = await service.listStyles({ id: ref }, { take: 1 })
  if (!style) [style] = await service.listStyles({ slug: ref }, { take: 1 })
  if (!style) throw DomainError.notFound("Style not found.")
  const current = await service.retrieveDefaultPostProcessSettings(style.id)
  if (!current) throw DomainError.notFound("Post-process settings not found.")
  return current as unknown as Settings
}
