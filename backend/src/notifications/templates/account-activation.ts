import { layout, type EmailContent, type TemplateContext } from "./layout"

export type AccountActivationData = { accountId: string; token: string; name?: string | null }

/** Sent on registration and on "resend activation": the link verifies the e-mail address. */
export function accountActivation(data: AccountActivationData, ctx: TemplateContext): EmailContent {
  const url = `${ctx.storefrontUrl}/account?activate=${encodeURIComponent(data.token)}`
  return layout(
    {
      subject: "Activate your Custom Pet Portraits account",
      greeting: data.name ? `Hi ${data.name},` : "Hi,",
      paragraphs: ["Thanks for signing up! Please confirm your e-mail address so you can start creating paintings of your pet."],
      action: { label: "Activate my account", url },
      afterAction: ["The link works once and expires in 48 hours. If you did not sign up, you can ignore this e-mail."],
    },
    ctx
  )
}
