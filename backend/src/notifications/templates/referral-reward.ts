import { layout, type EmailContent, type TemplateContext } from "./layout"

export type ReferralRewardData = { code: string; discount: number; name?: string | null }

/** The referrer's reward: a single-use gift voucher, sent when a referred friend's first order is placed. */
export function referralReward(data: ReferralRewardData, ctx: TemplateContext): EmailContent {
  return layout(
    {
      subject: `Thank you! Here is your ${data.discount}% gift voucher`,
      greeting: data.name ? `Hi ${data.name},` : "Hi,",
      paragraphs: [
        `A friend you invited has just placed their first order. As promised, here is a ${data.discount}% gift voucher for your next portrait.`,
        `Your gift voucher code: ${data.code}`,
        "Enter it in your cart before checkout. It can be used once.",
      ],
      action: { label: "Paint my pet", url: `${ctx.storefrontUrl}/pet-portraits` },
    },
    ctx
  )
}
