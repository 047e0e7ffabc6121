/**
 * Server-side reads of the shop's /api/* contract for the pages search engines see. They
 * run anonymously (the shopper's token lives in the browser), so they only see public data.
 * A failed call answers `{ ok: false }` instead of throwing, so a page can show a friendly
 * notice (or its own content) while the backend is starting, and 404 only when the backend
 * said so. Logged with console.info only: a backend that is waking up is expected.
 *
 * Nothing is kept here: the backend serves these reads from its shared cache, and the pages
 * drawn from them are kept by the page cache (server/page-cache), which a change revalidates.
 * A copy in this process would outlive that revalidation.
 */

import { backendUrl } from "@/lib/runtime-config"

export type BackendResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string }

export type FetchBackendOptions = {
  timeoutMs?: number
}

export async function fetchBackend<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
  options: FetchBackendOptions = {}
): Promise<BackendResult<T>> {
  const url = new URL(path, backendUrl())
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") url.searchParams.set(key, String(value))
  return readOnce<T>(url, options.timeoutMs ?? 8000)
}

async function readOnce<T>(url: URL, timeoutMs: number): Promise<BackendResult<T>> {
  try {
    const response = await fetch(url, {
      cache: "no-store",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.status !== 404) console.info(`[backend] ${url.pathname} answered ${response.status}`)
      return { ok: false, status: response.status, message: body.message ?? response.statusText }
    }
    return { ok: true, data: (await response.json()) as T }
  } catch (err) {
    console.info(`[backend] ${url.pathname} unreachable: ${(err as Error).message}`)
    return { ok: false, status: 503, message: "The shop could not be reached." }
  }
}

/** The answer's data, or null when the call failed (pages that have their own fallback content). */
export async function fetchBackendData<T>(path: string, options?: FetchBackendOptions): Promise<T | null> {
  const result = await fetchBackend<T>(path, {}, options)
  return result.ok ? result.data : null
}
