/**
 * A local SMTP server for tests (the `smtp-server` package): accepts every message on
 * 127.0.0.1 and keeps it, with the headers and a decoded body to assert on.
 */
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"

export type ReceivedMail = { from: string; to: string[]; subject: string; raw: string; body: string }

/** Quoted-printable (what mail clients get for HTML and long lines) back to text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ""), "latin1")
  const out: number[] = []
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x3d && /^[0-9A-F]{2}$/i.test(bytes.subarray(i + 1, i + 3).toString("latin1"))) {
      out.push(parseInt(bytes.subarray(i + 1, i + 3).toString("latin1"), 16))
      i += 2
    } else out.push(bytes[i])
  }
  return Buffer.from(out).toString("utf8")
}

export async function startFakeSmtp() {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (c: Buffer) => chunks.push(c))
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8")
        const [headers] = raw.split(/\r?\n\r?\n/)
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1].replace(/\r?\n[ \t]/g, " ") ?? ""
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          raw,
          body: decodeQuotedPrintable(raw.slice(headers.length)),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
