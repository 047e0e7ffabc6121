import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, resolveLayerSettings, STYLE_RECIPES, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../../lib/errors"

export type EnsuredPostProcessSettings = { id: string; style_id: string | null; settings: Record<string, unknown> }

/**
 * The settings a reference names: a post_process_settings id, or a style (id or slug)
 * meaning its default settings. A style without any gets them made: what it paints with
 * today (its recipe, every other layer at the engine's default), so trying them changes
 * nothing yet. Compensation deletes settings this step made.
 */
export const ensurePostProcessSettingsStep = createStep(
  "ensure-post-process-settings",
  async ({ ref, isAdmin }: { ref: string; isAdmin: boolean }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const [byId] = await service.listPostProcessSettings({ id: ref }, { take: 1 })
    if (byId) return new StepResponse(byId as unknown as EnsuredPostProcessSettings, null)
    let [style] = await service.listStyles({ id: ref }, { take: 1 })
    if (!style) [style] = await service.listStyles({ slug: ref }, { take: 1 })
    if (!style || (!style.is_public && !isAdmin)) throw DomainError.notFound("Style not found.")
    const current = await service.retrieveDefaultPostProcessSettings(style.id)
    if (current) return new StepResponse(current as unknown as EnsuredPostProcessSettings, null)
    const recipe = String((style.engine as { recipe?: string } | null)?.recipe ?? style.slug)
    try {
      const created = await service.createPostProcessSettings({
        style_id: style.id,
        is_default: true,
        settings: resolveLayerSettings(STYLE_RECIPES[recipe] ?? null),
        history: [] as unknown as Record<string, unknown>,
      })
      return new StepResponse(created as unknown as EnsuredPostProcessSettings, created.id)
    } catch (error) {
      // The style-picture job gave the style its default a moment ago (one default per style).
      const made = await service.retrieveDefaultPostProcessSettings(style.id)
      if (made) return new StepResponse(made as unknown as EnsuredPostProcessSettings, null)
      throw error
    }
  },
  async (createdId, { container }) => {
    if (createdId) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deletePostProcessSettings(createdId)
  }
)
