/**
 * Public reads served from Medusa's Caching Module (its Redis provider, see
 * config/medusa-modules.ts), so every backend process shares one copy. An entry is the answer's
 * JSON text and its ETag, tagged with the entities it was read from; the module's own event
 * subscriber clears the tag `<Entity>:list:*` whenever an entity of that kind is created,
 * updated or deleted (product, variant, price, style, review, article...), so an admin's change
 * shows on the next read. The TTL only bounds what a change made outside Medusa would leave.
 */
import { createHash } from "node:crypto"
import type { ICachingModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

export type CachedAnswer = { json: string; etag: string }

export type CacheEntry = {
  /** Names the answer: the route and everything in the request that changes it. */
  key: string
  /** The Caching Module's entity tags the answer depends on, e.g. "Product:list:*". */
  tags: string[]
  /** Seconds; events clear an entry long before. */
  ttl?: number
  /**
   * The validated query the answer was read for. An anonymous address with a parameter not in it
   * is never answered at the front door (api/utils/front-door-reads.ts).
   */
  query?: Record<string, unknown>
}

export const DEFAULT_TTL_SECONDS = 600

/** A strong ETag of the answer's bytes, made once when the answer is stored. */
export const etagOf = (json: string) => `"${createHash("sha1").update(json).digest("base64url")}"`

export function toAnswer(body: unknown): CachedAnswer {
  const json = JSON.stringify(body)
  return { json, etag: etagOf(json) }
}

/**
 * The stored answer for the entry, else the computed one, stored before it is returned. Without
 * the Caching Module (no REDIS_URL: one process, nothing to share) every read is computed; a
 * Redis outage reads through too (the provider answers null and drops writes).
 */
export async function readThrough(container: MedusaContainer, entry: CacheEntry, compute: () => Promise<unknown>): Promise<CachedAnswer> {
  const caching = container.resolve<ICachingModuleService | undefined>(Modules.CACHING, { allowUnregistered: true })
  if (!caching) return toAnswer(await compute())
  const stored = (await caching.get({ key: entry.key })) as CachedAnswer | null
  if (stored?.json && stored.etag) return stored
  const answer = toAnswer(await compute())
  try {
    await caching.set({ key: entry.key, tags: entry.tags, data: answer, ttl: entry.ttl ?? DEFAULT_TTL_SECONDS })
  } catch (err) {
    // The answer is right either way; the next read tries to store it again.
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Cache write of ${entry.key} failed: ${(err as Error).message}`)
  }
  return answer
}

/** Drops every cached answer tagged with one of `tags` (a write's own step; events do it too). */
export async function clearCachedReads(container: MedusaContainer, tags: string[]): Promise<void> {
  const caching = container.resolve<ICachingModuleService | undefined>(Modules.CACHING, { allowUnregistered: true })
  await caching?.clear({ tags })
}

/**
 * Facts a write reads on every call and an admin rarely changes (the shop's shipping options, a
 * variant's product facts for a cart line), shared by every process as above: the stored value
 * for the entry, else the computed one, stored before it is returned. Unlike readThrough, the
 * value itself, not an answer's JSON text. Without the Caching Module, or when it cannot answer,
 * every read is computed.
 */
export async function readThroughValue<T>(container: MedusaContainer, entry: CacheEntry, compute: () => Promise<T>): Promise<T> {
  const caching = container.resolve<ICachingModuleService | undefined>(Modules.CACHING, { allowUnregistered: true })
  if (!caching) return compute()
  const stored = (await caching.get({ key: entry.key }).catch(() => null)) as { value: T } | null
  if (stored && "value" in stored) return stored.value
  const value = await compute()
  try {
    // Wrapped: a null or empty value is stored and recalled like any other.
    await caching.set({ key: entry.key, tags: entry.tags, data: { value } as object, ttl: entry.ttl ?? DEFAULT_TTL_SECONDS })
  } catch (err) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Cache write of ${entry.key} failed: ${(err as Error).message}`)
  }
  return value
}
