/**
 * Server-side GET of a public /api/* call for the content pages. A missing or failing call
 * answers null so the page can fall back to its own content; it is logged with console.info
 * only, because a backend without that call yet is expected, not an error.
 */
export async function fetchBackendJson<T>(path: string): Promise<T | null> {
  const backend = process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"
  try {
    const answer = await fetch(`${backend}${path}`, { cache: "no-store", headers: { accept: "application/json" } })
    if (!answer.ok) {
      console.info(`[content] ${path} answered ${answer.status}; using the storefront's own content`)
      return null
    }
    return (await answer.json()) as T
  } catch {
    console.info(`[content] ${path} is not reachable; using the storefront's own content`)
    return null
  }
}
