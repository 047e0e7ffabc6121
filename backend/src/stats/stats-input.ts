/** The periods and scopes the admin stats are asked for (GET and POST /api/stats...). */
import { z } from "zod"

const page = z.coerce.number().int().min(1, "The page starts at 1.").default(1)

const DAY_MS = 24 * 60 * 60 * 1000
export const STATS_SCOPES = ["accounts", "cart", "paintings", "styles"] as const

/** GET /api/stats?timespan=30d&scope: `Nd` days (or `Nh` hours) back from now, at most 366 days. */
export const statsQuery = z.object({
  scope: z.enum(STATS_SCOPES, { message: "The scope must be accounts, cart, paintings or styles." }).default("paintings"),
  timespan: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[1-9]\d{0,4}[hd]$/, 'Use a number and a unit, like "24h", "7d" or "30d".')
    .transform((v) => ({ label: v, ms: Number(v.slice(0, -1)) * (v.endsWith("d") ? DAY_MS : DAY_MS / 24) }))
    .refine((span) => span.ms <= 366 * DAY_MS, "The timespan can be at most 366 days.")
    .prefault("30d"),
})
export type StatsQuery = z.infer<typeof statsQuery>

/** POST /api/stats and /api/stats/{registered,subscribers,clients,added-to-cart}: a period, 30 days back by default. */
export const statsPeriodBody = z
  .object({
    from: z.coerce.date({ message: "Use a date like 2026-11-01." }).optional(),
    to: z.coerce.date({ message: "Use a date like 2026-11-30." }).optional(),
    page,
    perPage: z.coerce.number().int().min(1).max(500).default(100),
  })
  .transform((b) => {
    const to = b.to ?? new Date()
    const from = b.from ?? new Date(to.getTime() - 30 * DAY_MS)
    return { ...b, from, to }
  })
  .superRefine((b, ctx) => {
    if (b.from > b.to) ctx.addIssue({ code: "custom", path: ["from"], message: "from must be before to." })
    else if (b.to.getTime() - b.from.getTime() > 366 * DAY_MS)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The period can be at most 366 days." })
  })
export type StatsPeriodBody = z.infer<typeof statsPeriodBody>
