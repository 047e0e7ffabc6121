/**
 * Security headers on every answer of the backend (issue 17): a Content-Security-Policy per
 * kind of answer, no framing, nosniff, a referrer policy, a permissions policy, HSTS in
 * production over https, and no `X-Powered-By: Express`.
 *
 * Two ways in, one rule (`applySecurityHeaders`):
 * - `installSecurityHeaders()`, called by `medusa-config.ts` before Medusa creates its Express
 *   app: every request, including /static files, the admin at /app and unmatched paths.
 * - `securityHeaders`, the first middleware of `middlewares.ts` (matcher `/*`): every route,
 *   should the app have been made before the configuration was read.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import express from "express"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readShopEnv } from "../../config/shop-env"

/** JSON and other non-page answers: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
/** Uploaded pictures opened on their own (an SVG cannot run a script: sandbox). */
export const STATIC_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"
/** The Medusa admin (`/app`) keeps its own scripts and styles; only framing and plugins are shut. */
export const ADMIN_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"

/** The test-payment page: its inline styles, a form posting to itself that redirects to the storefront. */
export function testPaymentCsp(storefrontUrl: string): string {
  let storefront = ""
  try {
    storefront = ` ${new URL(storefrontUrl).origin}`
  } catch {
    // No valid storefront URL: the form may post to this backend only.
  }
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'${storefront}; base-uri 'none'; frame-ancestors 'none'`
}

export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
}

export const HSTS = "max-age=31536000; includeSubDomains"

function storefrontUrl(): string {
  try {
    return readShopEnv().STOREFRONT_URL
  } catch {
    // Bad settings: the route itself answers the error; its form may then post to this backend only.
    return ""
  }
}

function cspFor(path: string): string {
  if (path === "/app" || path.startsWith("/app/")) return ADMIN_CSP
  if (path.startsWith("/static/")) return STATIC_CSP
  if (path.startsWith("/checkout/test-payment/")) return testPaymentCsp(storefrontUrl())
  return API_CSP
}

/** Over https as the client sees it (Medusa trusts one proxy hop, so X-Forwarded-Proto counts). */
function isHttps(req: IncomingMessage & { secure?: boolean }): boolean {
  if (typeof req.secure === "boolean") return req.secure
  if ((req.socket as { encrypted?: boolean }).encrypted) return true
  return (req.headers["x-forwarded-proto"] ?? "").toString().split(",")[0].trim() === "https"
}

export function applySecurityHeaders(req: IncomingMessage & { originalUrl?: string; secure?: boolean }, res: ServerResponse): void {
  if (res.headersSent) return
  res.removeHeader("X-Powered-By")
  const path = (req.originalUrl ?? req.url ?? "/").split("?")[0]
  res.setHeader("Content-Security-Policy", cspFor(path))
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value)
  if (process.env.NODE_ENV === "production" && isHttps(req)) res.setHeader("Strict-Transport-Security", HSTS)
}

export function securityHeaders(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  // Express adds X-Powered-By to each request before any middleware runs; turned off for the
  // requests after this one, removed from this one.
  req.app?.disable("x-powered-by")
  applySecurityHeaders(req, res)
  next()
}

type ExpressApp = {
  handle(req: IncomingMessage, res: ServerResponse, callback?: unknown): void
  defaultConfiguration(): void
  disable(setting: string): unknown
}

let installed = false

/**
 * Medusa serves /static (express.static) and the admin (/app) ahead of every middleware of
 * middlewares.ts, and Express sets X-Powered-By before any of them. So the application
 * prototype is changed before Medusa creates its app (medusa-config.ts is read first, by
 * `medusa start` and by the test runner alike): each app starts without X-Powered-By, and
 * each request gets the headers before any handler runs (a handler may still set its own).
 */
export function installSecurityHeaders(): void {
  if (installed) return
  installed = true
  const proto = express.application as unknown as ExpressApp
  const { handle, defaultConfiguration } = proto
  proto.defaultConfiguration = function (this: ExpressApp) {
    defaultConfiguration.call(this)
    this.disable("x-powered-by")
  }
  proto.handle = function (this: ExpressApp, req: IncomingMessage, res: ServerResponse, callback?: unknown) {
    applySecurityHeaders(req, res)
    return handle.call(this, req, res, callback)
  }
}
