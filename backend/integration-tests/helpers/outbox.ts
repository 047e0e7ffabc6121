/**
 * E-mails the shop "sent" in a test: the outbox provider's files in a folder of this spec
 * file's own. Call `useTempOutbox()` at the top of a spec file, before the runner boots.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { readOutbox, type OutboxMessage } from "../../src/modules/email-outbox/service"
import { pollUntil } from "./wait"

export type OutboxEmail = OutboxMessage

export function useTempOutbox() {
  const dir = mkdtempSync(join(tmpdir(), "petshop-outbox-"))
  process.env.EMAIL_OUTBOX_DIR = dir
  delete process.env.SMTP_URL

  const all = (): OutboxEmail[] => readOutbox(dir)

  const to = (address: string, template?: string) => all().filter((m) => m.to === address && (!template || m.template === template))

  return {
    dir,
    all,
    to,
    /** The newest e-mail to an address (of a template), waiting a little for it. */
    async latest(address: string, template?: string): Promise<OutboxEmail> {
      const found = await pollUntil(
        async () => to(address, template),
        (list) => list.length > 0,
        10_000,
        100
      )
      if (!found.length) throw new Error(`no e-mail ${template ?? ""} to ${address} in ${dir}`)
      return found[found.length - 1]
    },
  }
}

/** The first link in an e-mail's text that starts with `prefix`. */
export function linkIn(email: { text: string }, prefix: string): URL {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const match = new RegExp(`${escaped}\\S*`).exec(email.text)
  if (!match) throw new Error(`no link ${prefix} in:\n${email.text}`)
  return new URL(match[0])
}
