import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createReviewWorkflow } from "../../../workflows/reviews/create-review"
import { checkImage, uploadedFiles } from "../../utils/accept-upload"
import { requireAccount } from "../../utils/account-context"
import { findAccountContact } from "../../../accounts/account-lookup"
import { ApiError } from "../../utils/api-error"
import { presentFullReview, type FullReviewRecord } from "../../utils/present-content-admin"
import { countAttempt } from "../../utils/rate-limit"
import type { CreateReviewBody } from "../../validators/content-admin"

/**
 * POST /api/review (multipart: rating, text, name?, paintingId?, up to 4 photos in `images`;
 * or JSON without photos): a logged-in, verified customer's review. It waits for an admin to
 * publish it; verifiedPurchase says whether the author had an order. Five a day per account.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  if (account.isTemp) throw ApiError.loginRequired()
  if (!account.isVerified) throw ApiError.preconditionFailed("NOT_VERIFIED", "Please verify your e-mail address first.")
  const body = (req as MedusaRequest & { validatedBody: CreateReviewBody }).validatedBody

  if (body.paintingId) {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "painting", fields: ["id", "is_public", "customer.id"], filters: { id: body.paintingId } })
    const painting = data[0] as { is_public: boolean; customer?: { id: string } | null } | undefined
    if (!painting || (!painting.is_public && painting.customer?.id !== account.customerId)) {
      throw ApiError.badRequest("paintingId", "Painting not found.")
    }
  }
  const images = []
  for (const file of uploadedFiles(req)) images.push(await checkImage(file, "images"))
  await countAttempt(`review:${account.id}`, 5, 24 * 60 * 60)

  const [orders, contact] = await Promise.all([
    req.scope.resolve(Modules.ORDER).listOrders({ customer_id: account.customerId }, { select: ["id"], take: 1 }),
    findAccountContact(req.scope, account.id),
  ])
  const { result } = await createReviewWorkflow(req.scope).run({
    input: {
      accountId: account.id,
      name: body.name ?? contact?.name ?? "A happy customer",
      rating: body.rating,
      text: body.text,
      paintingId: body.paintingId ?? null,
      verifiedPurchase: orders.length > 0,
      images,
    },
  })
  res.status(201).json({ ...presentFullReview(result as unknown as FullReviewRecord), message: "Thank you!" })
}
