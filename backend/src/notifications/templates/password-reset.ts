import { layout, type EmailContent, type TemplateContext } from "./layout"

export type PasswordResetData = { accountId: string; token: string; name?: string | null }

/** Sent by "forgot password": the link opens the storefront's reset-password page. */
export function passwordReset(data: PasswordResetData, ctx: TemplateContext): EmailContent {
  const url = `${ctx.storefrontUrl}/reset-password?account=${encodeURIComponent(data.accountId)}&token=${encodeURIComponent(data.token)}`
  return layout(
    {
      subject: "Reset your Custom Pet Portraits password",
      greeting: data.name ? `Hi ${data.name},` : "Hi,",
      paragraphs: ["Someone (hopefully you) asked to reset the password of your account."],
      action: { label: "Choose a new password", url },
      afterAction: [
        "The link works once and expires in 1 hour; asking again makes earlier links stop working.",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ],
    },
    ctx
  )
}
