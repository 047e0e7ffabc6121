import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { createPromoCodeBody, updatePromoCodeBody, voucherCodeBody } from "../validators/promo-code"

export const promoCodeMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/api/promo_codes", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/promo_code", middlewares: [adminOnly, validateApiBody(createPromoCodeBody)] },
  { method: ["POST"], matcher: "/api/promo_code/apply", middlewares: [validateApiBody(voucherCodeBody)] },
  { method: ["POST"], matcher: "/api/promo_code/cancel", middlewares: [validateApiBody(voucherCodeBody)] },
  { method: ["PATCH"], matcher: "/api/promo_code/:id", middlewares: [adminOnly, validateApiBody(updatePromoCodeBody)] },
  { method: ["DELETE"], matcher: "/api/promo_code/:id", middlewares: [adminOnly] },
]
