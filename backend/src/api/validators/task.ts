import { z } from "zod"

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const
const MAX_TIMESPAN_MS = 90 * UNIT_MS.d

/** How far back the admin's service and task views look: "30m", "1h", "24h", "7d" (24h when missing). */
const timespan = z
  .string({ message: 'Use a number and a unit, like "1h", "24h" or "7d".' })
  .trim()
  .toLowerCase()
  .regex(/^[1-9]\d{0,4}[mhd]$/, 'Use a number and a unit, like "1h", "24h" or "7d".')
  .transform((value) => ({ label: value, ms: Number(value.slice(0, -1)) * UNIT_MS[value.at(-1) as keyof typeof UNIT_MS] }))
  .refine((span) => span.ms <= MAX_TIMESPAN_MS, "The timespan can be at most 90 days.")
  .prefault("24h")

const page = z.coerce.number().int().min(1).default(1)
const perPage = z.coerce.number().int().min(1).max(200).default(50)

export const servicesQuery = z.object({ timespan })
export const serviceTasksQuery = z.object({ timespan, page, perPage })

export const tasksQuery = z.object({
  type: z.enum(["photo", "paint"], { message: "type is photo or paint." }).optional(),
  status: z
    .enum(["queue", "in-progress", "complete", "failed"], { message: "status is queue, in-progress, complete or failed." })
    .optional(),
  page,
  perPage,
})

/** Seconds back from now; the admin's live view polls with a small window. */
export const latestTasksQuery = z.object({
  timeDelta: z.coerce.number({ message: "timeDelta is a number of seconds." }).int().min(1).max(86_400).default(60),
})

export const updateServiceBody = z.object({
  isEnabled: z.boolean({ message: "isEnabled must be true or false." }),
})
export type UpdateServiceBody = z.infer<typeof updateServiceBody>
