/**
 * Medusa's own public API listens on the shop's port beside /api. Shoppers use /api only
 * (carts, checkout, accounts), so the store and customer-auth routes that could change
 * anything are closed here; the catalogue reads stay open (read-only, behind the
 * publishable key) for integrations and the benchmark that compares /api/products with
 * them. The Medusa admin keeps /admin and /auth/user (its login).
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"

/** GET paths under /store that stay open: products, categories, collections, regions. */
const OPEN_STORE_READS = /^\/store\/(products|product-categories|collections|regions)(\/[^/]+)?\/?$/

function notFound(res: MedusaResponse) {
  res.status(404).json({ type: "not_found", message: "Not found." })
}

export function closeUnusedStoreRoutes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  // The full path: under a mounted matcher Express shortens req.path.
  const path = req.originalUrl.split("?")[0]
  if ((req.method === "GET" || req.method === "HEAD") && OPEN_STORE_READS.test(path)) return next()
  notFound(res)
}

export function closeCustomerAuth(_req: MedusaRequest, res: MedusaResponse) {
  notFound(res)
}

export const medusaPublicRouteMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/*", middlewares: [closeUnusedStoreRoutes] },
  { matcher: "/auth/customer/*", middlewares: [closeCustomerAuth] },
]
