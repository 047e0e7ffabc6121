import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { OutboxNotificationService } from "../../modules/email-outbox/service"
import { renderEmail } from "../send-email"
import { isValidUnsubscribeToken, unsubscribeLinks, unsubscribeToken } from "../unsubscribe"

const token = "a".repeat(64)

describe("e-mail templates", () => {
  it("link to the storefront's pages", () => {
    expect(renderEmail("account-activation", { accountId: "acct_1", token }).text).toContain(
      `http://localhost:8000/account?activate=${token}`
    )
    expect(renderEmail("password-reset", { accountId: "acct_1", token }).text).toContain(
      `http://localhost:8000/reset-password?account=acct_1&token=${token}`
    )
    expect(renderEmail("referral-invite", { referralCode: 123456 }).text).toContain("http://localhost:8000/?referrerId=123456")
    expect(renderEmail("account-exists", { accountId: "acct_1" }).text).toContain("Log in to my account: http://localhost:8000/sign-in")
  })

  it("escape what users wrote in the HTML", () => {
    const { html, text } = renderEmail("account-activation", { accountId: "acct_1", token, name: "<b>Rex</b>" })
    expect(html).toContain("Hi &lt;b&gt;Rex&lt;/b&gt;,")
    expect(html).not.toContain("<b>Rex</b>")
    expect(text).toContain("Hi <b>Rex</b>,")
  })

  it("add unsubscribe links only to e-mails for an account", () => {
    expect(renderEmail("account-activation", { accountId: "acct_1", token }).text).toContain("/unsubscribe?account=acct_1&token=")
    expect(renderEmail("referral-invite", { referralCode: 1 }).text).not.toContain("/unsubscribe")
    const generic = renderEmail("generic", { subject: "Thank you!", paragraphs: ["We are preparing your order!"] })
    expect(generic).toMatchObject({ subject: "Thank you!" })
    expect(generic.text).toContain("We are preparing your order!")
  })
})

describe("unsubscribe tokens", () => {
  it("are an HMAC of the account id that only the secret makes", () => {
    const t = unsubscribeToken("acct_1", "secret-1")
    expect(isValidUnsubscribeToken("acct_1", t, "secret-1")).toBe(true)
    expect(isValidUnsubscribeToken("acct_2", t, "secret-1")).toBe(false)
    expect(isValidUnsubscribeToken("acct_1", t, "secret-2")).toBe(false)
    expect(isValidUnsubscribeToken("acct_1", "not-hex", "secret-1")).toBe(false)
    expect(unsubscribeLinks("http://shop.test", "acct_1", "secret-1").newsletter).toBe(
      `http://shop.test/unsubscribe?account=acct_1&token=${t}&list=newsletter`
    )
  })
})

describe("outbox provider", () => {
  it("keeps each message as a JSON file", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "outbox-unit-")), "nested")
    const provider = new OutboxNotificationService({}, { dir })
    const content = renderEmail("referral-invite", { referralCode: 7 })
    const { id } = await provider.send({ to: "a@b.co", channel: "email", template: "referral-invite", data: { referralCode: 7 }, content })
    const files = readdirSync(dir)
    expect(files).toEqual([`${id}.json`])
    const message = JSON.parse(readFileSync(join(dir, files[0]), "utf8"))
    expect(message).toMatchObject({
      to: "a@b.co",
      subject: content.subject,
      text: content.text,
      html: content.html,
      template: "referral-invite",
      data: { referralCode: 7 },
    })
    expect(Date.parse(message.created)).not.toBeNaN()
    expect(() => OutboxNotificationService.validateOptions({})).toThrow(/folder/)
  })
})
