import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deletePhotoWorkflow } from "../../../../workflows/photo/delete-photo"
import { requireAccount } from "../../../utils/account-context"
import { findOwned } from "../../../utils/find-owned"
import { PHOTO_FIELDS, presentPhoto, type PhotoRecord } from "../../../utils/present-photo"

const NOT_FOUND = "Photo not found."

/** GET /api/photo/{id}: one of the caller's photos, with its analysis status. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const photo = await findOwned<PhotoRecord>(req, account, "photo", req.params.id, PHOTO_FIELDS, NOT_FOUND)
  res.json(presentPhoto(photo))
}

/** DELETE /api/photo/{id}: hides the photo from its owner; paintings made from it keep their images. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  await deletePhotoWorkflow(req.scope).run({
    input: { photoId: req.params.id, actor: { customerId: account.customerId, isAdmin: account.isAdmin } },
  })
  res.status(204).send()
}
