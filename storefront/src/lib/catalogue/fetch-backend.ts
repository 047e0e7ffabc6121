/**
 * Server-side reads of the shop's /api/* contract for the pages search engines see. They
 * run anonymously (the shopper's token lives in the browser), so they only see public data.
 * A failed call answers `{ ok: false }` instead of throwing, so a page can show a friendly
 * notice while the backend is starting, and 404 only when the backend said so.
 */

export type BackendResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string }

export const backendUrl = () => process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"

export async function fetchBackend<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<BackendResult<T>> {
  const url = new URL(path, backendUrl())
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") url.searchParams.set(key, String(value))
  try {
    const response = await fetch(url, { cache: "no-store", headers: { accept: "application/json" }, signal: AbortSignal.timeout(8000) })
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.status !== 404) console.info(`[catalogue] ${url.pathname} answered ${response.status}`)
      return { ok: false, status: response.status, message: body.message ?? response.statusText }
    }
    return { ok: true, data: (await response.json()) as T }
  } catch (err) {
    console.info(`[catalogue] ${url.pathname} unreachable: ${(err as Error).message}`)
    return { ok: false, status: 503, message: "The shop could not be reached." }
  }
}
