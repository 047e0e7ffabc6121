import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { FractionBox } from "@petshop/painting-module"
import type { AccountContext } from "../../../accounts/account-context"
import { assertCanPaint } from "../../../painting-rules/assert-can-paint"

/** What the painting rules read of the account that asks. */
export type PainterAccount = Pick<AccountContext, "id" | "customerId" | "isTemp" | "isVerified" | "isAdmin">

/**
 * The rules for starting a painting (spec sections 4-6): a style (400), logged in (423),
 * verified (412), one painting at a time (412), their own analysed photo (404/412/422), a
 * crop of it of a shape the shop sells (400), a style they may use (404). Answers the photo and style the painting is made of.
 */
export const checkCanPaintStep = createStep(
  "check-can-paint",
  async (
    { account, photoId, styleId, crop }: { account: PainterAccount; photoId?: string; styleId?: string; crop?: FractionBox | null },
    { container }
  ) => {
    // The rules read only the fields of PainterAccount; the session token stays out of the workflow.
    const { photo, style } = await assertCanPaint(container, account as AccountContext, { photoId, styleId, crop })
    return new StepResponse({ photo, style })
  }
)
