import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { openPostProcessSettingsWorkflow } from "../../../../workflows/post-process/open-post-process-settings"
import { savePostProcessSettingsWorkflow } from "../../../../workflows/post-process/save-post-process-settings"
import { requireAdmin } from "../../../utils/account-context"
import { presentPostProcessSettings, type PostProcessSettingsRecord } from "../../../utils/present-style"
import type { UpdatePostProcessBody } from "../../../validators/style"

/** GET /api/post_process/{id} (admin): a style's post-process settings with their history. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { result } = await openPostProcessSettingsWorkflow(req.scope).run({
    input: { settingsRef: req.params.id, isAdmin: account.isAdmin },
  })
  res.json(presentPostProcessSettings(result.settings as unknown as PostProcessSettingsRecord))
}

/** PATCH /api/post_process/{id} (admin) {isDefault?, settings?}: the previous version goes to the history. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdatePostProcessBody }).validatedBody
  const { result } = await savePostProcessSettingsWorkflow(req.scope).run({
    input: { settingsRef: req.params.id, isAdmin: account.isAdmin, isDefault: body.isDefault, settings: body.settings },
  })
  res.json(presentPostProcessSettings(result.settings as unknown as PostProcessSettingsRecord))
}
