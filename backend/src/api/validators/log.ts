import { z } from "zod"

/** Who may post to /api/log: the storefront (spec: fatal render errors) and the admin. */
export const LOG_SERVICES = ["FRONTEND", "ADMIN"] as const
export const LOG_LEVELS = ["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] as const
export const MAX_LOG_MESSAGE = 4000

const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v)

/** POST /api/log {service, level, message, url, token}. */
export const logBody = z.object({
  service: z.preprocess(upper, z.enum(LOG_SERVICES, { message: `The service must be one of ${LOG_SERVICES.join(", ")}.` })),
  level: z.preprocess(upper, z.enum(LOG_LEVELS, { message: `The level must be one of ${LOG_LEVELS.join(", ")}.` })),
  message: z
    .string({ message: "Please say what happened." })
    .trim()
    .min(1, "Please say what happened.")
    .max(MAX_LOG_MESSAGE, `Please keep the message under ${MAX_LOG_MESSAGE} characters.`),
  url: z.string({ message: "The url must be text." }).trim().max(2000, "Please keep the url under 2000 characters.").nullable().optional(),
  // The caller's token as the storefront sends it; used to name the account, never logged.
  token: z.string({ message: "The token must be text." }).max(200, "The token is not valid.").nullable().optional(),
})
export type LogBody = z.infer<typeof logBody>
