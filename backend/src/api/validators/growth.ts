/** The social feed, search and the admin stats calls. */
import { z } from "zod"

const page = z.coerce.number().int().min(1, "The page starts at 1.").default(1)

/** GET /api/social-feed?page&perPage. */
export const socialFeedQuery = z.object({ page, perPage: z.coerce.number().int().min(1).max(50).default(12) })

export { SEARCH_TYPES, searchQuery, type SearchQuery } from "../../growth/search-query"
export { STATS_SCOPES, statsPeriodBody, statsQuery, type StatsPeriodBody, type StatsQuery } from "../../stats/stats-input"
