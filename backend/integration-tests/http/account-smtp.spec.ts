/**
 * The real e-mail provider: with SMTP_URL set, the Notification Module's SMTP provider
 * (nodemailer) delivers the shop's e-mails to an SMTP server, here a local one.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { afterAll, beforeAll, expect, it } from "vitest"
import { sendEmail } from "../../src/notifications/send-email"
import { startFakeSmtp, type FakeSmtp } from "../helpers/fake-smtp"
import { registerShopper, uniqueEmail } from "../helpers/accounts"
import { pollUntil } from "../helpers/wait"
import { withToken } from "../helpers/shop-api"

let smtp: FakeSmtp

// Before the application boots, so that medusa-config picks the SMTP provider.
beforeAll(async () => {
  smtp = await startFakeSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.EMAIL_FROM = "Custom Pet Portraits <hello@petportraits.test>"
})
afterAll(async () => {
  await smtp?.close()
})

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const mailTo = (address: string) =>
      pollUntil(
        async () => smtp.messages.filter((m) => m.to.includes(address)),
        (list) => list.length > 0,
        10_000,
        100
      )

    it("delivers the activation e-mail of a registration over SMTP", async () => {
      const { email, token } = await registerShopper(api)
      const [mail] = await mailTo(email)
      expect(mail).toMatchObject({ from: "hello@petportraits.test", subject: "Activate your Custom Pet Portraits account" })
      const link = /http:\/\/localhost:8000\/account\?activate=([0-9a-f]{64})/.exec(mail.body)
      expect(link).not.toBeNull()
      const { data } = await api.post("/api/account/activate", { token: link![1] })
      expect(data.isVerified).toBe(true)
      expect((await api.get("/api/account", withToken(token))).data.isVerified).toBe(true)
    })

    it("sends any template through sendEmail and records the notification as sent", async () => {
      const to = uniqueEmail("order")
      const { id } = await sendEmail(getContainer(), {
        to,
        template: "generic",
        data: {
          subject: "We are preparing your order!",
          paragraphs: ["Thank you!"],
          action: { label: "See my order", url: "http://localhost:8000/order-complete/1" },
        },
      })
      const [mail] = await mailTo(to)
      expect(mail.subject).toBe("We are preparing your order!")
      expect(mail.body).toContain("http://localhost:8000/order-complete/1")
      expect(mail.raw).toMatch(/Content-Type: text\/html/i)
      const notification = await getContainer().resolve("notification").retrieveNotification(id)
      expect(notification).toMatchObject({ to, channel: "email", template: "generic", status: "success" })
    })

    it("delivers the password reset e-mail too", async () => {
      const { email } = await registerShopper(api)
      await api.post("/api/account/forgot_password", { email })
      const mails = await pollUntil(
        async () => smtp.messages.filter((m) => m.to.includes(email)),
        (l) => l.length >= 2,
        10_000,
        100
      )
      expect(mails.map((m) => m.subject)).toContain("Reset your Custom Pet Portraits password")
    })
  },
})
