import { layout, type EmailContent, type TemplateContext } from "./layout"

export type AccountExistsData = { accountId: string; name?: string | null }

/**
 * Sent to the owner of an address when someone registers with it (issue 17: the
 * registration itself answers as for a new address, so only the mailbox learns of it).
 */
export function accountExists(data: AccountExistsData, ctx: TemplateContext): EmailContent {
  const signIn = `${ctx.storefrontUrl}/sign-in`
  return layout(
    {
      subject: "Someone tried to sign up with your e-mail address",
      greeting: data.name ? `Hi ${data.name},` : "Hi,",
      paragraphs: [
        "Someone (perhaps you) just tried to create a Custom Pet Portraits account with this e-mail address. It already has an account, so no new account was made and nothing about yours changed.",
      ],
      action: { label: "Log in to my account", url: signIn },
      afterAction: [
        `Forgot your password? Choose Forgot password on the log-in page (${signIn}) and we send you a link to choose a new one.`,
        "If this was not you, you can ignore this e-mail: nobody can log in or verify this address without your mailbox and password.",
      ],
    },
    ctx
  )
}
