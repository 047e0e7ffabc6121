import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { assignReferralCodeStep } from "./steps/assign-referral-code"
import { sendEmailStep } from "./steps/send-email"

export type InviteReferralInput = { accountId: string; email: string; inviterName?: string | null; inviterEmail?: string | null }

/** "Refer a friend": the inviter's referral code (given now if new) in an invitation e-mail. */
export const inviteReferralWorkflow = createWorkflow("invite-referral", (input: InviteReferralInput) => {
  const code = assignReferralCodeStep(transform({ input }, ({ input }) => input.accountId))
  const sent = sendEmailStep(
    transform({ input, code }, ({ input, code }) => ({
      to: input.email,
      template: "referral-invite" as const,
      data: { referralCode: code, inviterName: input.inviterName ?? null, inviterEmail: input.inviterEmail ?? null },
    }))
  )
  return new WorkflowResponse({ code, sent })
})
