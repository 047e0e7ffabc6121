/**
 * The one client of the shop (spec section 7). `apiRequest` is the spec's request mechanism
 * for the /api/* contract: the `Authorization: Token …` header from local storage, the
 * page-path header, JSON or multipart bodies, throttling of a repeated in-flight URL, an
 * optional 10-minute cache, `{}` on 204 and blob downloads.
 *
 * apiRequest reads error answers whole: the contract's errors carry `type` (412 prompts) and
 * `field` (400 toasts) besides the message.
 */
import { ApiError, apiErrorFrom } from "./api-error"
import { backendUrl } from "../runtime-config"
import { readToken } from "../session/token-storage"

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  /** JSON body, or a FormData (files) sent as multipart. */
  body?: unknown
  query?: Record<string, string | number | boolean | undefined | null>
  /** Skip the throttle: the same URL may be in flight more than once. */
  unthrottled?: boolean
  /** Keep the answer for 10 minutes and answer repeats from memory. */
  cache?: boolean
  /** Answer a Blob (zip and image downloads). */
  download?: boolean
  signal?: AbortSignal
}

/** Thrown (and warned about) when the same URL is already in flight. */
export class ThrottledError extends Error {
  constructor(readonly url: string) {
    super(`Skipped ${url}: the same request is still in flight.`)
    this.name = "ThrottledError"
  }
}

export const CACHE_MS = 10 * 60_000

let configuredBase = ""
let publishableKey = ""

/** In the browser the calls go to the storefront's own origin, which forwards /api/* to the backend. */
export function configureApi(baseUrl: string, key?: string) {
  configuredBase = baseUrl
  publishableKey = key ?? ""
}

const inFlight = new Set<string>()
const cache = new Map<string, { at: number; value: unknown }>()

/** Forgets cached answers (all, or those whose URL starts with a prefix), e.g. on logout. */
export function clearApiCache(prefix = "") {
  for (const key of cache.keys()) if (key.includes(prefix)) cache.delete(key)
}

function cacheKey(path: string, query?: RequestOptions["query"]) {
  const q = query
    ? Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => `${k}=${v}`)
        .sort()
        .join("&")
    : ""
  return `${path}${q ? `?${q}` : ""}`
}

/** One call of the contract. Resolves the parsed answer; rejects with ApiError or ThrottledError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET"
  const key = `${method} ${cacheKey(path, options.query)}`
  if (options.cache) {
    const hit = cache.get(key)
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as T
  }
  if (!options.unthrottled && inFlight.has(key)) {
    console.warn(`[api] ${key} is already in flight; this call is skipped.`)
    throw new ThrottledError(key)
  }

  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData
  const token = readToken()
  const headers: Record<string, string | null> = {
    accept: "*/*",
    // The browser sets the multipart boundary itself.
    "content-type": isForm ? null : "application/json",
    authorization: token ? `Token ${token}` : null,
    "x-page-path": typeof window !== "undefined" ? window.location.pathname : null,
  }

  const url = new URL(path.replace(/^\/?/, "/"), apiBase())
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v))
  const sent: Record<string, string> = {}
  for (const [k, v] of Object.entries(headers)) if (v !== null) sent[k] = v
  if (publishableKey) sent["x-publishable-api-key"] = publishableKey

  inFlight.add(key)
  try {
    const response = await fetch(url, {
      method,
      headers: sent,
      body: isForm ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
    if (!response.ok) throw await apiErrorFrom(response)
    let value: unknown
    if (response.status === 204) value = {}
    else if (options.download) value = await response.blob()
    else {
      const text = await response.text()
      value = text ? JSON.parse(text) : {}
    }
    if (options.cache) cache.set(key, { at: Date.now(), value })
    return value as T
  } finally {
    inFlight.delete(key)
  }
}

export { ApiError, apiErrorFrom }
export function apiBase(): string {
  if (configuredBase) return configuredBase
  return typeof window !== "undefined" ? window.location.origin : backendUrl()
}
