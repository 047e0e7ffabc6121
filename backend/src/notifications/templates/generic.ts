import { layout, type EmailContent, type TemplateContext } from "./layout"

/** Any other message (order updates and the like): the caller writes the words. */
export type GenericEmailData = {
  subject: string
  greeting?: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Set when the e-mail goes to an account, for the unsubscribe links. */
  accountId?: string
}

export function genericEmail(data: GenericEmailData, ctx: TemplateContext): EmailContent {
  return layout({ subject: data.subject, greeting: data.greeting, paragraphs: data.paragraphs, action: data.action }, ctx)
}
