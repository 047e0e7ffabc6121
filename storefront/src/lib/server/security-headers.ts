/**
 * The storefront's security headers (issue 17). The Content-Security-Policy of a page rendered
 * per request carries a fresh nonce (src/proxy.ts); Next.js reads it from the request's CSP
 * header and puts it on its own scripts, so only scripts it rendered, and those they load
 * ('strict-dynamic'), run. A page from the page cache (server/page-cache) is shared by every
 * visitor, so its policy lists the hashes of its own inline scripts instead, and the shop's
 * origin for its bundles. The other headers are the same on every answer (next.config.ts).
 */

export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
]

export const HSTS = "max-age=31536000; includeSubDomains"

export type CspSettings = {
  /** The request's nonce (a page rendered per request)… */
  nonce?: string
  /** …or the 'sha256-…' sources of a shared page's inline scripts. */
  scriptHashes?: string[]
  /** `next dev`: React needs eval for its debugging aids there (never in production). */
  development: boolean
  /** Served over https: plain-http subresources are upgraded. */
  https: boolean
  /** The backend as the browser sees it: pictures come from its /static. */
  backendUrl: string
  /** The live-event server (socket.io: polling over http, then a WebSocket). */
  realtimeUrl: string
  /** More hosts pictures come from (an S3 bucket or CDN), space- or comma-separated. */
  imageOrigins?: string
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url.trim())
    return origin === "null" ? undefined : origin
  } catch {
    return undefined
  }
}

/** An http(s) origin and its WebSocket twin (ws: for http:, wss: for https:). */
function withSocketOrigin(origin: string | undefined): string[] {
  if (!origin) return []
  return [origin, origin.replace(/^http/, "ws")]
}

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))]

/**
 * With a nonce, 'strict-dynamic' lets the nonced scripts load the bundles. Without one, the
 * bundles are allowed by origin ('self'; 'strict-dynamic' would ignore it) and the inline
 * scripts by hash. Neither allows an inline script the shop did not render.
 */
function scriptSources(settings: CspSettings): string[] {
  if (settings.nonce) return ["'self'", `'nonce-${settings.nonce}'`, "'strict-dynamic'"]
  return ["'self'", ...(settings.scriptHashes ?? [])]
}

export function contentSecurityPolicy(settings: CspSettings): string {
  const pictures = unique([originOf(settings.backendUrl), ...(settings.imageOrigins ?? "").split(/[\s,]+/).map(originOf)])
  const realtime = withSocketOrigin(originOf(settings.realtimeUrl))
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources(settings).join(" ")}${settings.development ? " 'unsafe-eval'" : ""}`,
    // React's style={…} attributes and Next's inline styles.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...pictures].join(" "),
    "font-src 'self' data:",
    // Downloads fetch a picture from its host; the live events open a socket.
    ["connect-src 'self'", ...unique([...pictures, ...realtime])].join(" "),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(settings.https ? ["upgrade-insecure-requests"] : []),
  ]
  return directives.join("; ")
}

/** 128 random bits, base64: a nonce no page can guess. */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
