/**
 * The storefront's page cache (storefront/server/page-cache) keeps public pages rendered; each
 * page is drawn from some of these kinds of data. The backend names the kinds that changed
 * when it asks the storefront to revalidate (POST /_revalidate with `{ "tags": [...] }`).
 */
import { z } from "zod"

export const PAGE_TAGS = ["styles", "paintings", "products", "reviews", "articles", "content"] as const
export type PageTag = (typeof PAGE_TAGS)[number]

export const RevalidatePagesSchema = z.object({ tags: z.array(z.enum(PAGE_TAGS)).min(1).max(PAGE_TAGS.length) }).strict()
export type RevalidatePages = z.infer<typeof RevalidatePagesSchema>

/** The storefront's path of page revalidation. */
export const REVALIDATE_PAGES_PATH = "/_revalidate"
