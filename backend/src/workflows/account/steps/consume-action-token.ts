import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"
import type { ActionPurpose } from "../../../modules/account/service"

export type ConsumeActionTokenInput = { purpose: ActionPurpose; token: string; accountId?: string }

/**
 * Uses an e-mailed token up (atomically). Routes check the token first and answer its
 * problem as a field error; this refusal only covers a second request racing the first.
 * Compensation makes the token usable again.
 */
export const consumeActionTokenStep = createStep(
  "consume-action-token",
  async (input: ConsumeActionTokenInput, { container }) => {
    const used = await container
      .resolve<AccountModuleService>(ACCOUNT_MODULE)
      .consumeActionToken(input.purpose, input.token, input.accountId)
    if (!used.ok) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This link was already used or has expired.")
    return new StepResponse({ accountId: used.accountId }, used.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).reinstateActionTokens([id])
  }
)
