/**
 * The page cache's storage in Redis, shared by every storefront process on every machine.
 * A page is a hash of its metadata (status, headers, inline-script hashes, ETag, when it was
 * rendered and the tag versions it was rendered at) and its gzipped HTML. A tag's version is a
 * counter that revalidation increments: a page rendered at an older version is stale.
 * Pages are kept per Next.js build, since a page names the build's script files.
 */
import type { Redis } from "ioredis"
import type { PageTag } from "@petshop/contract"

export type StoredPage = {
  status: number
  headers: Record<string, string | string[]>
  scriptHashes: string[]
  etag: string
  /** Epoch milliseconds. */
  renderedAt: number
  versions: Record<string, number>
  /** The HTML, gzipped. */
  body: Buffer
}

/** Unvisited pages leave Redis after a day; a visited one is re-rendered long before. */
const ENTRY_TTL_SECONDS = 24 * 60 * 60

export class PageStore {
  constructor(
    private readonly redis: Redis,
    private readonly buildId: string,
    private readonly prefix = "pages"
  ) {}

  private entryKey = (key: string) => `${this.prefix}:${this.buildId}:page:${key}`
  private renderKey = (key: string) => `${this.prefix}:${this.buildId}:rendering:${key}`
  private tagKey = (tag: string) => `${this.prefix}:tag:${tag}`

  /** The stored page (if any) and the current versions of its tags, in one round trip. */
  async read(key: string, tags: readonly PageTag[]): Promise<{ page: StoredPage | null; versions: Record<string, number> }> {
    const [[entryError, fields], [tagError, counts]] = (await this.redis
      .multi()
      .hgetallBuffer(this.entryKey(key))
      .mget(...tags.map(this.tagKey))
      .exec()) as [[Error | null, Record<string, Buffer>], [Error | null, (string | null)[]]]
    if (entryError) throw entryError
    if (tagError) throw tagError
    const versions = Object.fromEntries(tags.map((tag, i) => [tag, Number(counts[i] ?? 0)]))
    if (!fields?.meta || !fields.body) return { page: null, versions }
    const meta = JSON.parse(fields.meta.toString("utf8")) as Omit<StoredPage, "body">
    return { page: { ...meta, body: fields.body }, versions }
  }

  async write(key: string, page: StoredPage): Promise<void> {
    const { body, ...meta } = page
    await this.redis
      .multi()
      .hset(this.entryKey(key), { meta: JSON.stringify(meta), body })
      .expire(this.entryKey(key), ENTRY_TTL_SECONDS)
      .exec()
  }

  /** True for the one process that may re-render a stale page now; the others serve it stale. */
  async claimRender(key: string, forMs: number): Promise<boolean> {
    return (await this.redis.set(this.renderKey(key), "1", "PX", forMs, "NX")) === "OK"
  }

  async releaseRender(key: string): Promise<void> {
    await this.redis.del(this.renderKey(key))
  }

  /** Makes every page drawn from one of the tags stale. */
  async revalidate(tags: readonly PageTag[]): Promise<void> {
    const multi = this.redis.multi()
    for (const tag of tags) multi.incr(this.tagKey(tag))
    await multi.exec()
  }
}

/** A page is fresh while none of its tags changed and it is younger than its page's limit. */
export function isFresh(page: StoredPage, versions: Record<string, number>, freshSeconds: number, now = Date.now()): boolean {
  if (now - page.renderedAt >= freshSeconds * 1000) return false
  return Object.entries(versions).every(([tag, version]) => (page.versions[tag] ?? 0) === version)
}
