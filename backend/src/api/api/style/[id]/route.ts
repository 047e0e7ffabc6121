import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { STYLE_TAGS } from "../../../../cache/cache-tags"
import { deleteStyleWorkflow } from "../../../../workflows/style/delete-style"
import { updateStyleWorkflow } from "../../../../workflows/style/update-style"
import { currentAccount, requireAdmin } from "../../../utils/account-context"
import { findStyle, presentStyle } from "../../../utils/present-style"
import { sendCachedRead, sendPrivateRead } from "../../../utils/public-answer"
import type { UpdateStyleBody } from "../../../validators/style"

/** GET /api/style/{id or slug}: one style with its layers; hidden ones for admins only, whose answers are never cached. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = currentAccount(req)
  const read = async () => presentStyle(await findStyle(req.scope, req.params.id, { account, relations: ["layers"] }))
  if (account?.isAdmin) return sendPrivateRead(res, await read())
  await sendCachedRead(req, res, { key: `api:style:${req.params.id}`, tags: STYLE_TAGS }, read)
}

/**
 * PATCH /api/style/{id} (admin): provider, allowSignature, title, description, prompt,
 * negativePrompt. The slug is kept on a rename so links already shared keep working; a
 * painting service this shop does not run is refused by the update-style workflow.
 */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdateStyleBody }).validatedBody
  const style = await findStyle(req.scope, req.params.id, { account })
  const changes = Object.fromEntries(
    Object.entries({
      provider: body.provider,
      allow_signature: body.allowSignature,
      title: body.title,
      description: body.description,
      prompt: body.prompt,
      negative_prompt: body.negativePrompt,
    }).filter(([, value]) => value !== undefined)
  )
  if (Object.keys(changes).length) await updateStyleWorkflow(req.scope).run({ input: { id: style.id, ...changes } })
  res.json(presentStyle(await findStyle(req.scope, style.id, { account, relations: ["layers"] })))
}

/** DELETE /api/style/{id} (admin): a soft delete; paintings made in the style keep their images. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const style = await findStyle(req.scope, req.params.id, { account })
  await deleteStyleWorkflow(req.scope).run({ input: { id: style.id } })
  res.status(204).send()
}
