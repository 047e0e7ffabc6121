import type { Logger, NotificationTypes } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import { createTransport, type Transporter } from "nodemailer"

export type SmtpOptions = { url: string; from: string }

/**
 * Real e-mail over SMTP (any mail service speaks it), configured by SMTP_URL, e.g.
 * smtps://user:pass@smtp.example.com:465. The message is rendered by the shop's templates
 * before it gets here; this provider only delivers it.
 */
export class SmtpNotificationService extends AbstractNotificationProviderService {
  static identifier = "email-smtp"

  static validateOptions(options: Record<string, unknown>) {
    const url = String(options.url ?? "")
    if (!/^smtps?:\/\//.test(url)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "SMTP_URL must start with smtp:// or smtps://")
    }
  }

  private readonly transporter: Transporter
  private readonly from: string
  private readonly logger?: Logger

  constructor(deps: { logger?: Logger }, options: SmtpOptions) {
    super()
    this.transporter = createTransport(options.url)
    this.from = options.from
    this.logger = deps.logger
  }

  async send(notification: NotificationTypes.ProviderSendNotificationDTO): Promise<NotificationTypes.ProviderSendNotificationResultsDTO> {
    const content = notification.content
    if (!content?.subject) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `E-mail ${notification.template} has no subject: render it with sendEmail`)
    }
    const info = await this.transporter.sendMail({
      from: notification.from || this.from,
      to: notification.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
    })
    this.logger?.info(`[email-smtp] "${content.subject}" to ${notification.to}: ${info.messageId}`)
    return { id: info.messageId }
  }
}
