/**
 * The one way the shop sends e-mail: renders a template to subject, text and HTML and hands
 * it to Medusa's Notification Module (channel email), whose provider is SMTP when
 * configured and the local outbox folder otherwise. Keep this signature stable: account
 * and order e-mails both call it.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { readShopEnv } from "../config/shop-env"
import { EMAIL_TEMPLATES, type EmailContent, type EmailTemplateData, type EmailTemplateName, type TemplateContext } from "./templates"
import { unsubscribeLinks } from "./unsubscribe"

export type SendEmailInput<T extends EmailTemplateName = EmailTemplateName> = {
  to: string
  template: T
  data: EmailTemplateData[T]
}

// Keys whose values are secrets (single-use links): Medusa stores a notification's data in
// its table, so they are kept out of it; the link itself travels only in the rendered content.
const SECRET_KEYS = new Set(["token", "unsubscribeToken", "password"])

const storefrontUrl = () => readShopEnv().STOREFRONT_URL.replace(/\/+$/, "")

/** Renders an e-mail without sending it (previews, tests). */
export function renderEmail<T extends EmailTemplateName>(template: T, data: EmailTemplateData[T]): EmailContent {
  const base = storefrontUrl()
  const accountId = (data as { accountId?: unknown }).accountId
  const ctx: TemplateContext = {
    storefrontUrl: base,
    unsubscribe: typeof accountId === "string" && accountId ? unsubscribeLinks(base, accountId) : undefined,
  }
  const render = EMAIL_TEMPLATES[template] as (d: EmailTemplateData[T], c: TemplateContext) => EmailContent
  return render(data, ctx)
}

export async function sendEmail<T extends EmailTemplateName>(
  container: Pick<MedusaContainer, "resolve">,
  { to, template, data }: SendEmailInput<T>
): Promise<{ id: string }> {
  const content = renderEmail(template, data)
  const stored = Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.has(k) ? "[redacted]" : v])
  )
  const accountId = (data as { accountId?: unknown }).accountId
  const notification = await container.resolve(Modules.NOTIFICATION).createNotifications({
    to,
    channel: "email",
    template,
    data: stored,
    content,
    trigger_type: `email.${template}`,
    ...(typeof accountId === "string" ? { receiver_id: accountId, resource_type: "account", resource_id: accountId } : {}),
  })
  return { id: notification.id }
}
