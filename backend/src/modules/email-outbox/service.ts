import { randomBytes } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { mkdir, rename, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { Logger, NotificationTypes } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"

export type OutboxOptions = { dir: string }

/** One e-mail as the outbox keeps it: what a mail client would show, plus how it was made. */
export type OutboxMessage = {
  id: string
  to: string
  from: string | null
  subject: string
  text: string
  html: string
  template: string
  data: Record<string, unknown>
  created: string
}

/** Every message in an outbox folder, oldest first (half-written files are skipped). */
export function readOutbox(dir: string): OutboxMessage[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as OutboxMessage)
}

/**
 * E-mail without a mail server: every message becomes a JSON file in a folder, so that a
 * developer can open the activation or reset link, and tests read what was "sent".
 * Used whenever no real provider (SMTP) is configured.
 */
export class OutboxNotificationService extends AbstractNotificationProviderService {
  static identifier = "email-outbox"

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.dir !== "string" || !options.dir) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The e-mail outbox needs a folder (option dir)")
    }
  }

  private readonly dir: string
  private readonly logger?: Logger

  constructor(deps: { logger?: Logger }, options: OutboxOptions) {
    super()
    this.dir = options.dir
    this.logger = deps.logger
  }

  async send(notification: NotificationTypes.ProviderSendNotificationDTO): Promise<NotificationTypes.ProviderSendNotificationResultsDTO> {
    const created = new Date().toISOString()
    // Sortable by time, unique within the same millisecond.
    const id = `${created.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`
    const message: OutboxMessage = {
      id,
      to: notification.to,
      from: notification.from ?? null,
      subject: notification.content?.subject ?? "",
      text: notification.content?.text ?? "",
      html: notification.content?.html ?? "",
      template: notification.template,
      data: (notification.data ?? {}) as Record<string, unknown>,
      created,
    }
    await mkdir(this.dir, { recursive: true })
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const file = join(this.dir, `${id}.json`)
    await writeFile(`${file}.tmp`, JSON.stringify(message, null, 2))
    await rename(`${file}.tmp`, file)
    this.logger?.info(`[email-outbox] "${message.subject}" to ${message.to}: ${file}`)
    return { id }
  }
}
