/**
 * Every page gets a Content-Security-Policy with a fresh nonce (issue 17). Next.js reads the
 * nonce from the request's CSP header while rendering and puts it on its scripts, which is why
 * every page renders per request (the root layout waits for the request). Public pages are kept
 * rendered by the page cache (server/page-cache), which sends their policy itself. HSTS in
 * production over https only. The other security headers are in next.config.ts; /api answers carry the
 * backend's own.
 */
import { NextResponse, type NextRequest } from "next/server"
import { backendUrl, readRuntimeConfig } from "@/lib/runtime-config"
import { contentSecurityPolicy, HSTS, newNonce } from "@/lib/server/security-headers"
import { CACHED_RENDER_HEADER } from "@/lib/server/cached-render"

export function proxy(request: NextRequest) {
  // A render for the page cache: no nonce; the page cache sends the page's hash policy.
  if (request.headers.has(CACHED_RENDER_HEADER)) return NextResponse.next()
  const nonce = newNonce()
  const production = process.env.NODE_ENV === "production"
  const protocol = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || request.nextUrl.protocol.replace(/:$/, "")
  const https = protocol === "https"
  const csp = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === "development",
    https: production && https,
    backendUrl: backendUrl(),
    realtimeUrl: readRuntimeConfig().realtimeUrl,
    imageOrigins: process.env.IMAGE_ORIGINS,
  })

  const requestHeaders = new Headers(request.headers)
  requestHeaders.set("x-nonce", nonce)
  requestHeaders.set("Content-Security-Policy", csp)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set("Content-Security-Policy", csp)
  if (production && https) response.headers.set("Strict-Transport-Security", HSTS)
  return response
}

export const config = {
  matcher: [
    {
      // Pages only: not /api (the backend's headers), built assets, optimised images, icons.
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
}
