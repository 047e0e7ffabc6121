/**
 * Asks the storefront to re-render the pages drawn from some kinds of data (its POST
 * /_revalidate, storefront/server/page-cache/revalidate-pages.ts). Any storefront process will
 * do: the page cache is shared in Redis. Without PAGE_REVALIDATE_SECRET nothing is asked and
 * pages refresh on their own schedule (at most a few minutes late).
 */
import { REVALIDATE_PAGES_PATH, type PageTag } from "@petshop/contract"
import { readShopEnv } from "../config/shop-env"

const TIMEOUT_MS = 5_000

export type RevalidateOutcome = { asked: false } | { asked: true; ok: boolean; status?: number; error?: string }

export async function revalidateStorefrontPages(tags: PageTag[]): Promise<RevalidateOutcome> {
  const env = readShopEnv()
  if (!env.PAGE_REVALIDATE_SECRET || !tags.length) return { asked: false }
  const base = (env.STOREFRONT_INTERNAL_URL ?? env.STOREFRONT_URL).replace(/\/+$/, "")
  try {
    const response = await fetch(`${base}${REVALIDATE_PAGES_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${env.PAGE_REVALIDATE_SECRET}` },
      body: JSON.stringify({ tags: [...new Set(tags)] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await response.body?.cancel()
    return { asked: true, ok: response.ok, status: response.status }
  } catch (err) {
    return { asked: true, ok: false, error: (err as Error).message }
  }
}
