import { layout, type EmailContent, type TemplateContext } from "./layout"

export type ReferralInviteData = { referralCode: number; inviterName?: string | null; inviterEmail?: string | null }

/** A friend's invitation: the link carries the inviter's referral code (`referrerId`, a whole number). */
export function referralInvite(data: ReferralInviteData, ctx: TemplateContext): EmailContent {
  const url = `${ctx.storefrontUrl}/?referrerId=${data.referralCode}`
  const who = data.inviterName || data.inviterEmail || "A friend"
  return layout(
    {
      subject: `${who} invited you to Custom Pet Portraits`,
      greeting: "Hi,",
      paragraphs: [
        `${who} thinks you would love Custom Pet Portraits: upload a photo of your pet, pick an art style and watch your portrait being painted.`,
      ],
      action: { label: "Paint my pet", url },
    },
    ctx
  )
}
