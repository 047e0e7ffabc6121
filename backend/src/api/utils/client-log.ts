/**
 * Error reports from the storefront (spec section 8: a fatal render error posts service
 * FRONTEND, level ERROR) written to Medusa's logger as one line, with the account named by
 * id and the token itself never written.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"
import type { LogBody } from "../validators/log"

const LOGGER_METHOD = { DEBUG: "debug", INFO: "info", WARNING: "warn", ERROR: "error", CRITICAL: "error" } as const

/** Control characters (a forged newline could fake a log line) become spaces. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are stripped from logged text
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim()

async function accountIdFor(scope: Pick<MedusaContainer, "resolve">, token: string | null | undefined): Promise<string | null> {
  if (!token) return null
  try {
    return (await scope.resolve<AccountModuleService>(ACCOUNT_MODULE).accountForToken(token))?.id ?? null
  } catch {
    return null
  }
}

export async function writeClientLog(
  scope: Pick<MedusaContainer, "resolve">,
  entry: LogBody,
  caller: { accountId?: string; ip?: string }
): Promise<void> {
  const accountId = caller.accountId ?? (await accountIdFor(scope, entry.token))
  const parts = [
    `[client-log ${entry.service} ${entry.level}]`,
    oneLine(entry.message),
    entry.url ? `url=${JSON.stringify(oneLine(entry.url))}` : null,
    accountId ? `account=${accountId}` : null,
    caller.ip ? `ip=${caller.ip}` : null,
  ]
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
  logger[LOGGER_METHOD[entry.level]](parts.filter(Boolean).join(" "))
}
