import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addStyleExampleWorkflow } from "../../../../../workflows/style/add-style-example"
import { requireAdmin } from "../../../../utils/account-context"
import { findStyle, presentStyle } from "../../../../utils/present-style"
import type { StyleExampleImageBody } from "../../../../validators/style"

/**
 * POST /api/style/{id}/example_image {paintingId} (admin): the painting becomes the style's
 * first example; choosing one that is already an example moves it to the front.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { paintingId } = (req as MedusaRequest & { validatedBody: StyleExampleImageBody }).validatedBody
  const { result } = await addStyleExampleWorkflow(req.scope).run({
    input: { styleRef: req.params.id, paintingId, actor: { customerId: account.customerId, isAdmin: account.isAdmin } },
  })
  res.json({
    message: "Using image as style example.",
    style: presentStyle(await findStyle(req.scope, result.styleId, { account, relations: ["layers"] })),
  })
}
