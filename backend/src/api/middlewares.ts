import { defineMiddlewares } from "@medusajs/framework/http"
import { accountMiddlewares } from "./route-middlewares/accounts"
import { cartMiddlewares } from "./route-middlewares/cart"
import { promoCodeMiddlewares } from "./route-middlewares/promo-codes"
import { paintingMiddlewares } from "./route-middlewares/paintings"
import { roomMockupMiddlewares } from "./route-middlewares/room-mockups"
import { orderMiddlewares } from "./route-middlewares/orders"
import { fulfillmentMiddlewares } from "./route-middlewares/fulfillment"
import { photoMiddlewares } from "./route-middlewares/photos"
import { productMiddlewares } from "./route-middlewares/products"
import { styleMiddlewares } from "./route-middlewares/styles"
import { taskMiddlewares } from "./route-middlewares/tasks"
import { wishlistMiddlewares } from "./route-middlewares/wishlist"
import { contentMiddlewares } from "./route-middlewares/content"
import { contentAdminMiddlewares } from "./route-middlewares/content-admin"
import { growthMiddlewares } from "./route-middlewares/growth"
import { adminPetshopMiddlewares } from "./route-middlewares/admin-petshop"
import { postProcessMiddlewares } from "./route-middlewares/post-process"
import { medusaPublicRouteMiddlewares } from "./route-middlewares/medusa-public-routes"
import { throttlingMiddlewares } from "./route-middlewares/throttling"
import { malformedRequestMiddlewares } from "./route-middlewares/malformed-requests"
import { resolveAccount } from "./utils/account-context"
import { apiErrorHandler } from "./utils/api-error-handler"
import { securityHeaders } from "./utils/security-headers"

// Each domain keeps its validators and upload handling in route-middlewares/<domain>.ts.
export default defineMiddlewares({
  errorHandler: apiErrorHandler,
  routes: [
    // Every answer: CSP, no framing, nosniff, referrer and permissions policy, no X-Powered-By.
    { matcher: "/*", middlewares: [securityHeaders] },
    // Broken %-encoding, control characters or over-long ids in a path, NUL in a query or body: 400.
    ...malformedRequestMiddlewares,
    // Every documented /api call knows its caller from the Authorization token.
    { matcher: "/api/*", middlewares: [resolveAccount] },
    // Trusted proxies for req.ip, then the rate limits, before bodies are validated or uploads read.
    ...throttlingMiddlewares,
    // Medusa's own store and customer-auth routes the storefront does not use are closed.
    ...medusaPublicRouteMiddlewares,
    ...accountMiddlewares,
    ...cartMiddlewares,
    ...promoCodeMiddlewares,
    ...photoMiddlewares,
    ...paintingMiddlewares,
    ...roomMockupMiddlewares,
    ...styleMiddlewares,
    ...taskMiddlewares,
    ...productMiddlewares,
    ...orderMiddlewares,
    ...fulfillmentMiddlewares,
    ...wishlistMiddlewares,
    ...contentMiddlewares,
    ...contentAdminMiddlewares,
    ...growthMiddlewares,
    ...adminPetshopMiddlewares,
    ...postProcessMiddlewares,
  ],
})
