/**
 * E-mail verification through the real Notification Module and the outbox provider:
 * the activation e-mail of registration, activating with its single-use link (reused,
 * expired and foreign tokens refused), resending (rate-limited), the live `account` event,
 * and the one-click unsubscribe links every account e-mail carries.
 */
import { Modules } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { io as connect, type Socket } from "socket.io-client"
import { expect, it } from "vitest"
import { asDomainError } from "../../src/lib/errors"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { REALTIME_MODULE } from "../../src/modules/realtime"
import type RealtimeModuleService from "../../src/modules/realtime/service"
import { registerShopper, uniqueEmail } from "../helpers/accounts"
import { linkIn, useTempOutbox } from "../helpers/outbox"
import { newVisitor, settle, withToken } from "../helpers/shop-api"
import { pollUntil } from "../helpers/wait"

const outbox = useTempOutbox()
const STOREFRONT = "http://localhost:8000"

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    it("sends an activation e-mail on registration, kept as a readable file", async () => {
      const { email, account } = await registerShopper(api, { name: "Rex's human" })
      const mail = await outbox.latest(email, "account-activation")
      expect(mail).toMatchObject({ to: email, subject: "Activate your Custom Pet Portraits account", template: "account-activation" })
      expect(new Date(mail.created).getTime()).toBeGreaterThan(Date.now() - 60_000)
      expect(mail.text).toContain("Hi Rex's human,")
      expect(mail.html).toContain("Hi Rex&#39;s human,")
      const link = linkIn(mail, `${STOREFRONT}/account?activate=`)
      expect(link.searchParams.get("activate")).toMatch(/^[0-9a-f]{64}$/)
      expect(mail.html).toContain(link.toString())
      // The token travels only in the message: Medusa's notification record keeps no secret.
      expect(mail.data).toMatchObject({ accountId: account.id, token: "[redacted]" })
      const stored = await getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE).listAccountActionTokens({ account_id: account.id })
      expect(stored).toHaveLength(1)
      expect(JSON.stringify(stored)).not.toContain(link.searchParams.get("activate"))
      expect(stored[0].purpose).toBe("activation")
      const hours = (new Date(stored[0].expires_at).getTime() - Date.now()) / 3_600_000
      expect(hours).toBeGreaterThan(47.9)
      expect(hours).toBeLessThanOrEqual(48)
    })

    it("activates with the link once, without login; the link cannot be used again", async () => {
      const { email, token, account } = await registerShopper(api)
      const activate = linkIn(await outbox.latest(email, "account-activation"), `${STOREFRONT}/account?activate=`).searchParams.get(
        "activate"
      )!
      const { status, data } = await api.post("/api/account/activate", { token: activate })
      expect(status).toBe(200)
      expect(data).toMatchObject({ id: account.id, isVerified: true, email })
      expect(data.token).toBeUndefined()
      expect((await api.get("/api/account", withToken(token))).data.isVerified).toBe(true)

      const again = await settle(api.post("/api/account/activate", { token: activate }))
      expect(again).toMatchObject({
        status: 400,
        data: { field: "token", message: "This activation link was already used. Please ask for a new activation email." },
      })
    })

    it("refuses an expired, unknown or malformed activation token", async () => {
      const { email, account } = await registerShopper(api)
      const activate = linkIn(await outbox.latest(email, "account-activation"), `${STOREFRONT}/account?activate=`).searchParams.get(
        "activate"
      )!
      const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
      const [stored] = await accounts.listAccountActionTokens({ account_id: account.id })
      await accounts.updateAccountActionTokens({ id: stored.id, expires_at: new Date(Date.now() - 1000) })
      expect(await settle(api.post("/api/account/activate", { token: activate }))).toMatchObject({
        status: 400,
        data: { field: "token", message: "This activation link has expired. Please ask for a new activation email." },
      })
      expect(await settle(api.post("/api/account/activate", { token: "a".repeat(64) }))).toMatchObject({
        status: 400,
        data: { field: "token", message: "This activation link is not valid. Please ask for a new activation email." },
      })
      expect(await settle(api.post("/api/account/activate", { token: "../../etc" }))).toMatchObject({
        status: 400,
        data: { field: "token" },
      })
      expect(await settle(api.post("/api/account/activate", {}))).toMatchObject({ status: 400, data: { field: "token" } })
      const after = await api.get(
        `/api/account/${account.id}`,
        withToken((await api.post("/api/account/login", { email, password: "correct-horse-battery" })).data.token)
      )
      expect(after.data.isVerified).toBe(false)
    })

    it("resends activation with a new link that replaces the earlier one", async () => {
      const { email, token } = await registerShopper(api)
      const first = linkIn(await outbox.latest(email, "account-activation"), `${STOREFRONT}/account?activate=`).searchParams.get(
        "activate"
      )!
      const { data } = await api.post("/api/account/resend_activation", {}, withToken(token))
      expect(data).toEqual({ message: "Activation email sent." })
      // The e-mail goes out after the answer (the account-emails subscriber).
      const mails = await pollUntil(
        async () => outbox.to(email, "account-activation"),
        (list) => list.length >= 2,
        10_000,
        100
      )
      expect(mails).toHaveLength(2)
      const second = linkIn(mails[1], `${STOREFRONT}/account?activate=`).searchParams.get("activate")!
      expect(second).not.toBe(first)
      expect(await settle(api.post("/api/account/activate", { token: first }))).toMatchObject({ status: 400, data: { field: "token" } })
      expect((await api.post("/api/account/activate", { token: second })).data.isVerified).toBe(true)
      // Verified now: nothing to resend.
      expect(await settle(api.post("/api/account/resend_activation", {}, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "email" },
      })
    })

    it("rate-limits resending: the sixth within an hour answers 429", async () => {
      const { token } = await registerShopper(api)
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await settle(api.post("/api/account/resend_activation", {}, withToken(token)))).status)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    })

    it("asks visitors to log in (423) and refuses callers without a token (401)", async () => {
      const { token } = await newVisitor(api)
      expect((await settle(api.post("/api/account/resend_activation", {}, withToken(token)))).status).toBe(423)
      expect((await settle(api.post("/api/account/resend_activation", {}))).status).toBe(401)
    })

    it("tells the account's open tabs over socket.io when it is verified", async () => {
      const { email, token, account } = await registerShopper(api)
      const port = getContainer().resolve<RealtimeModuleService>(REALTIME_MODULE).getPort()
      const socket: Socket = connect(`http://localhost:${port}`, { auth: { token }, transports: ["websocket"], reconnection: false })
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", () => resolve())
          socket.once("connect_error", reject)
        })
        // The account as the live event sends it.
        const event = new Promise<{ id: string; isVerified: boolean; token?: string }>((resolve) => socket.once("account", resolve))
        const activate = linkIn(await outbox.latest(email, "account-activation"), `${STOREFRONT}/account?activate=`).searchParams.get(
          "activate"
        )!
        await api.post("/api/account/activate", { token: activate })
        const message = await Promise.race([
          event,
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no account event")), 10_000)),
        ])
        expect(message).toMatchObject({ id: account.id, isVerified: true, email })
        expect(message.token).toBeUndefined()
      } finally {
        socket.disconnect()
      }
    })

    it("unsubscribes from an e-mail's links without login; a forged link is refused", async () => {
      const { email, token, account } = await registerShopper(api)
      const mail = await outbox.latest(email, "account-activation")
      const newsletter = linkIn(mail, `${STOREFRONT}/unsubscribe?`)
      expect(newsletter.searchParams.get("account")).toBe(account.id)
      const unsubscribeToken = newsletter.searchParams.get("token")!
      expect(mail.html).toContain("Unsubscribe from the newsletter")

      const off = await api.post("/api/account/cart_reminders", { accountId: account.id, unsubscribeToken })
      expect(off.data).toEqual({ message: "Unsubscribed from cart reminders." })
      const news = await api.post("/api/account/newsletter", { accountId: account.id, unsubscribeToken })
      expect(news.data).toEqual({ message: "Unsubscribed." })
      expect((await api.get("/api/account", withToken(token))).data).toMatchObject({ cartReminders: false, newsletter: false })

      const other = await registerShopper(api)
      for (const body of [
        { accountId: other.account.id, unsubscribeToken },
        { accountId: account.id, unsubscribeToken: "0".repeat(64) },
        { accountId: account.id },
      ]) {
        expect(await settle(api.post("/api/account/cart_reminders", body))).toMatchObject({
          status: 400,
          data: { field: "unsubscribeToken", message: "This unsubscribe link is not valid." },
        })
      }
      expect((await api.get("/api/account", withToken(other.token))).data.cartReminders).toBe(true)
      // The same rule whoever runs the switch (a job, the Medusa admin): a link for another account changes nothing.
      // By name, as the shop registered it (importing it here would register update-account's cart workflow twice).
      const before = (await api.get("/api/account", withToken(other.token))).data.newsletter
      const engine = getContainer().resolve(Modules.WORKFLOW_ENGINE)
      const switchBy = (input: Record<string, unknown>) =>
        engine
          .run("set-account-subscription", { input: { field: "newsletter", value: !before, ...input }, throwOnError: true })
          .then(() => undefined, asDomainError)
      expect(await switchBy({ accountId: other.account.id, unsubscribeToken })).toMatchObject({
        kind: "invalid",
        field: "unsubscribeToken",
        message: "This unsubscribe link is not valid.",
      })
      expect(await switchBy({})).toMatchObject({ kind: "unauthenticated" })
      expect((await api.get("/api/account", withToken(other.token))).data.newsletter).toBe(before)
    })

    it("sends nothing for a registration that fails", async () => {
      const { token } = await newVisitor(api)
      const email = uniqueEmail("bad")
      await settle(api.post("/api/account/register", { email, password: "short" }, withToken(token)))
      expect(outbox.to(email)).toHaveLength(0)
    })
  },
})
