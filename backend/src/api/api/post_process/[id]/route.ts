import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { updatePostProcessSettingsWorkflow } from "../../../../workflows/style/update-post-process-settings"
import { requireAdmin, type AccountContext } from "../../../utils/account-context"
import {
  findStyle,
  presentPostProcessSettings,
  type PostProcessSettingsRecord,
} from "../../../utils/present-style"
import { POST_PROCESS_LAYERS, type UpdatePostProcessBody } from "../../../validators/style"

const emptySettings = () => Object.fromEntries(POST_PROCESS_LAYERS.map((layer) => [layer, []]))

/**
 * The settings an id names: a post_process_settings id, or a style (id or slug), meaning
 * that style's default settings, made empty on first use so the editor always has some.
 */
async function resolveSettings(req: MedusaRequest, account: AccountContext): Promise<PostProcessSettingsRecord> {
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [byId] = await painting.listPostProcessSettings({ id: req.params.id }, { take: 1 })
  if (byId) return byId as unknown as PostProcessSettingsRecord
  const style = await findStyle(req.scope, req.params.id, { account })
  const [current] = await painting.listPostProcessSettings(
    { style_id: style.id, is_default: true },
    { order: { created_at: "ASC" }, take: 1 }
  )
  if (current) return current as unknown as PostProcessSettingsRecord
  const created = await painting.createPostProcessSettings({
    style_id: style.id,
    is_default: true,
    settings: emptySettings(),
    history: [] as unknown as Record<string, unknown>,
  })
  return created as unknown as PostProcessSettingsRecord
}

/** GET /api/post_process/{id} (admin): a style's post-process settings with their history. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  res.json(presentPostProcessSettings(await resolveSettings(req, account)))
}

/** PATCH /api/post_process/{id} (admin) {isDefault?, settings?}: the previous version goes to the history. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdatePostProcessBody }).validatedBody
  const current = await resolveSettings(req, account)
  const { result } = await updatePostProcessSettingsWorkflow(req.scope).run({
    input: {
      id: current.id,
      style_id: current.style_id ?? null,
      ...(body.isDefault !== undefined ? { is_default: body.isDefault } : {}),
      ...(body.settings ? { settings: body.settings } : {}),
    },
  })
  res.json(presentPostProcessSettings(result.settings as unknown as PostProcessSettingsRecord))
}
