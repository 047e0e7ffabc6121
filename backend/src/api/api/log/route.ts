import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentAccount } from "../../utils/account-context"
import { writeClientLog } from "../../utils/client-log"
import { countAttempt } from "../../utils/rate-limit"
import type { LogBody } from "../../validators/log"

/** Reports per address per minute; a storefront posts one per fatal error. */
const LOGS_PER_MINUTE = 20

/**
 * POST /api/log {service, level, message, url?, token?}: the storefront's error report,
 * written to the server log. No login needed; 429 past 20 a minute from one address; 204.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = (req as MedusaRequest & { validatedBody: LogBody }).validatedBody
  await countAttempt(`log:${req.ip}`, LOGS_PER_MINUTE, 60)
  await writeClientLog(req.scope, body, { accountId: currentAccount(req)?.id, ip: req.ip })
  res.status(204).send()
}
