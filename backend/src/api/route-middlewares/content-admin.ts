import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { acceptFiles } from "../utils/accept-upload"
import { adminOnly, requireAccount } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import {
  createArticleBody,
  createReviewBody,
  createStaticBody,
  createSurveyBody,
  createTagBody,
  updateArticleBody,
  updateReviewBody,
} from "../validators/content-admin"

/** Calls for any account with a token: others get 401 before their upload is read. */
function signedIn(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    requireAccount(req)
    next()
  } catch (err) {
    next(err)
  }
}

/** Articles, reviews, statics, surveys and tags (issue 7, content and growth). */
export const contentAdminMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/article", middlewares: [adminOnly, acceptFiles("image", 1), validateApiBody(createArticleBody)] },
  { method: ["PATCH"], matcher: "/api/article/:id", middlewares: [adminOnly, acceptFiles("image", 1), validateApiBody(updateArticleBody)] },
  { method: ["DELETE"], matcher: "/api/article/:id", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/review", middlewares: [signedIn, acceptFiles("images", 4), validateApiBody(createReviewBody)] },
  { method: ["PATCH"], matcher: "/api/review/:id", middlewares: [signedIn, validateApiBody(updateReviewBody)] },
  { method: ["GET"], matcher: "/api/statics", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/static", middlewares: [adminOnly, acceptFiles("file", 1), validateApiBody(createStaticBody)] },
  { method: ["DELETE"], matcher: "/api/static/:id", middlewares: [adminOnly] },
  { method: ["GET"], matcher: "/api/surveys", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/survey", middlewares: [validateApiBody(createSurveyBody)] },
  { method: ["GET"], matcher: "/api/tags", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/tag", middlewares: [adminOnly, validateApiBody(createTagBody)] },
  { method: ["DELETE"], matcher: "/api/tag/:id", middlewares: [adminOnly] },
]
