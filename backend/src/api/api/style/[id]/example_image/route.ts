import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateStyleWorkflow } from "../../../../../workflows/style/update-style"
import { requireAdmin } from "../../../../utils/account-context"
import { findStyle, presentStyle } from "../../../../utils/present-style"
import { finishedPaintingImage } from "../../../../utils/style-image-from-painting"
import type { StyleExampleImageBody } from "../../../../validators/style"

/** How many examples a style keeps (the style page shows the first three). */
const MAX_EXAMPLES = 12

/**
 * POST /api/style/{id}/example_image {paintingId} (admin): the painting becomes the style's
 * first example; choosing one that is already an example moves it to the front.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { paintingId } = (req as MedusaRequest & { validatedBody: StyleExampleImageBody }).validatedBody
  const style = await findStyle(req.scope, req.params.id, { account })
  const image = await finishedPaintingImage(req, account, paintingId)
  const key = (img: unknown) => JSON.stringify(img)
  const earlier = ((style as { demo_images?: unknown }).demo_images as Record<string, unknown>[] | null) ?? []
  const examples = [image, ...earlier.filter((img) => key(img) !== key(image))].slice(0, MAX_EXAMPLES)
  await updateStyleWorkflow(req.scope).run({ input: { id: style.id, demo_images: examples } })
  res.json({
    message: "Using image as style example.",
    style: presentStyle(await findStyle(req.scope, style.id, { account, relations: ["layers"] })),
  })
}
