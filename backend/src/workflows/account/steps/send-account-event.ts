import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { accountRoom, REALTIME_EVENTS, RealtimeEmitter } from "@petshop/painting-module/realtime"
import { loadPresentedAccount } from "../../../accounts/present-account"

// One Redis publisher per process, as the painting workers have: any backend instance
// holding the account's socket delivers the event.
let emitter: RealtimeEmitter | undefined
function realtime(): RealtimeEmitter | undefined {
  const url = process.env.REDIS_URL
  if (!url) return undefined
  emitter ??= new RealtimeEmitter(url)
  return emitter
}

/**
 * The realtime `account` message to every tab of the account, with the account as it now
 * is, so the storefront refreshes it (verified, updated, banned). Best effort: a live
 * update that does not arrive must not undo the change.
 */
export const sendAccountEventStep = createStep("send-account-event", async (accountId: string, { container }) => {
  try {
    const account = await loadPresentedAccount(container, accountId)
    realtime()?.send(accountRoom(accountId), REALTIME_EVENTS.account, account)
  } catch (err) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`account event for ${accountId} not sent: ${(err as Error).message}`)
  }
  return new StepResponse(true)
})
