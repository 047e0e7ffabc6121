/**
 * The local SMTP server of tests/fake-services/smtp-server.ts. It lives in the tests
 * workspace, outside this package's TypeScript rootDir, so it is loaded at run time and its
 * shape is restated here.
 */
import { join } from "node:path"

export type ReceivedMail = { from: string; to: string[]; subject: string; raw: string; body: string }
export type FakeSmtp = { url: string; messages: ReceivedMail[]; close(): Promise<void> }

const FAKE_SMTP_MODULE = join(__dirname, "..", "..", "..", "tests", "fake-services", "smtp-server.ts")

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const loaded = (await import(FAKE_SMTP_MODULE)) as { startFakeSmtp(): Promise<FakeSmtp> }
  return loaded.startFakeSmtp()
}
