import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updatePostProcessSettingsWorkflow } from "../../../../workflows/style/update-post-process-settings"
import { requireAdmin } from "../../../utils/account-context"
import { presentPostProcessSettings, type PostProcessSettingsRecord } from "../../../utils/present-style"
import type { UpdatePostProcessBody } from "../../../validators/style"
import { resolveSettings } from "../post-process-target"

/** GET /api/post_process/{id} (admin): a style's post-process settings with their history. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  res.json(presentPostProcessSettings(await resolveSettings(req, account, { create: true })))
}

/** PATCH /api/post_process/{id} (admin) {isDefault?, settings?}: the previous version goes to the history. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdatePostProcessBody }).validatedBody
  const current = await resolveSettings(req, account, { create: true })
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
