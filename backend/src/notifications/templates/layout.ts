/** The frame every shop e-mail shares: plain text and a small inline-styled HTML version. */

export type EmailContent = { subject: string; text: string; html: string }

/** Links a template may add at the foot of an e-mail to an account. */
export type TemplateContext = {
  storefrontUrl: string
  /** One-click unsubscribe links (present when the e-mail goes to a known account). */
  unsubscribe?: { newsletter: string; cartReminders: string }
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

export type EmailBody = {
  subject: string
  greeting?: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Said after the button, e.g. how long a link works. */
  afterAction?: string[]
}

/** Renders the parts of an e-mail into its text and HTML forms, with the unsubscribe footer. */
export function layout(body: EmailBody, ctx: TemplateContext): EmailContent {
  const after = body.afterAction ?? []
  const footer = ctx.unsubscribe
    ? [`Stop the newsletter: ${ctx.unsubscribe.newsletter}`, `Stop cart reminders: ${ctx.unsubscribe.cartReminders}`]
    : []
  const text = [
    ...(body.greeting ? [body.greeting, ""] : []),
    ...body.paragraphs.flatMap((p) => [p, ""]),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ""] : []),
    ...after.flatMap((p) => [p, ""]),
    "Custom Pet Portraits",
    ctx.storefrontUrl,
    ...(footer.length ? ["", ...footer] : []),
  ].join("\n")

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`
  const html = [
    `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">`,
    body.greeting ? p(body.greeting) : "",
    ...body.paragraphs.map(p),
    body.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#222;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(body.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:12px;color:#666">${escapeHtml(body.action.url)}</p>`
      : "",
    ...after.map(p),
    `<p style="margin:32px 0 0;font-size:12px;color:#666"><a href="${escapeHtml(ctx.storefrontUrl)}">Custom Pet Portraits</a></p>`,
    ctx.unsubscribe
      ? `<p style="font-size:12px;color:#666"><a href="${escapeHtml(ctx.unsubscribe.newsletter)}">Unsubscribe from the newsletter</a> · <a href="${escapeHtml(ctx.unsubscribe.cartReminders)}">Stop cart reminders</a></p>`
      : "",
    `</body></html>`,
  ].join("")
  return { subject: body.subject, text, html }
}
