/**
 * Forgot, reset and update password: the same answer whether or not an address has an
 * account, a one-hour single-use reset link (reused, expired, replaced and foreign tokens
 * refused), every other session ended by a reset, the old password checked on update, and
 * 429 after too many tries.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { expect, it } from "vitest"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { registerShopper, uniqueEmail } from "../helpers/accounts"
import { linkIn, useTempOutbox } from "../helpers/outbox"
import { newVisitor, settle, withToken } from "../helpers/shop-api"
import { pollUntil } from "../helpers/wait"

const outbox = useTempOutbox()
const RESET = "http://localhost:8000/reset-password?"

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const login = (email: string, password: string) => settle(api.post("/api/account/login", { email, password }))

    async function resetLink(email: string) {
      const before = outbox.to(email, "password-reset").length
      const { data } = await api.post("/api/account/forgot_password", { email })
      expect(data).toEqual({ message: "Email sent." })
      // The e-mail goes out after the answer (the account-emails subscriber): wait for this one.
      const mails = await pollUntil(
        async () => outbox.to(email, "password-reset"),
        (list) => list.length > before,
        10_000,
        100
      )
      const link = linkIn(mails[mails.length - 1], RESET)
      return { accountId: link.searchParams.get("account")!, token: link.searchParams.get("token")! }
    }

    it("answers 'Email sent.' for any address, and mails only real accounts", async () => {
      const nobody = uniqueEmail("nobody")
      expect((await api.post("/api/account/forgot_password", { email: nobody })).data).toEqual({ message: "Email sent." })
      expect(outbox.to(nobody)).toHaveLength(0)
      const { email, account } = await registerShopper(api)
      const { accountId, token } = await resetLink(email)
      expect(accountId).toBe(account.id)
      expect(token).toMatch(/^[0-9a-f]{64}$/)
      // The address is matched whatever its case.
      await api.post("/api/account/forgot_password", { email: email.toUpperCase() })
      // The e-mail goes out after the answer (the account-emails subscriber).
      await pollUntil(
        async () => outbox.to(email, "password-reset"),
        (list) => list.length >= 2,
        10_000,
        100
      )
      expect(outbox.to(email, "password-reset")).toHaveLength(2)
      const mail = await outbox.latest(email, "password-reset")
      expect(mail.subject).toBe("Reset your Custom Pet Portraits password")
      const [stored] = await getContainer()
        .resolve<AccountModuleService>(ACCOUNT_MODULE)
        .listAccountActionTokens({ account_id: account.id, purpose: "password_reset" })
      const minutes = (new Date(stored.expires_at).getTime() - Date.now()) / 60_000
      expect(minutes).toBeGreaterThan(59)
      expect(minutes).toBeLessThanOrEqual(60)
      expect(await settle(api.post("/api/account/forgot_password", { email: "not-an-email" }))).toMatchObject({
        status: 400,
        data: { field: "email", message: "Please write an actual email address." },
      })
    })

    it("resets the password, ends every other session and answers a fresh token", async () => {
      const { email, password, token: oldSession } = await registerShopper(api)
      const second = (await login(email, password)).data.token
      const { accountId, token } = await resetLink(email)

      const { status, data } = await api.post(`/api/account/${accountId}/reset_password`, { token, password: "brand-new-password" })
      expect(status).toBe(200)
      expect(data).toMatchObject({ id: accountId, email, isVerified: true })
      expect(data.token).toMatch(/^[0-9a-f]{64}$/)
      for (const old of [oldSession, second]) expect((await settle(api.get("/api/photos", withToken(old)))).status).toBe(401)
      expect((await api.get("/api/photos", withToken(data.token))).status).toBe(200)

      expect(await login(email, password)).toMatchObject({ status: 400, data: { field: "password" } })
      expect((await login(email, "brand-new-password")).status).toBe(200)

      // Single use.
      expect(await settle(api.post(`/api/account/${accountId}/reset_password`, { token, password: "another-password" }))).toMatchObject({
        status: 400,
        data: { field: "token", message: "This password reset link was already used. Please ask for a new one with Forgot password." },
      })
    })

    it("refuses an expired link, a replaced link and another account's link", async () => {
      const { email } = await registerShopper(api)
      const first = await resetLink(email)
      const second = await resetLink(email)
      expect(
        await settle(api.post(`/api/account/${first.accountId}/reset_password`, { token: first.token, password: "brand-new-password" }))
      ).toMatchObject({
        status: 400,
        data: { field: "token" },
      })

      const other = await registerShopper(api)
      expect(
        await settle(api.post(`/api/account/${other.account.id}/reset_password`, { token: second.token, password: "brand-new-password" }))
      ).toMatchObject({
        status: 400,
        data: { field: "token", message: "This password reset link is not valid. Please ask for a new one with Forgot password." },
      })

      const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
      const [live] = await accounts.listAccountActionTokens({ account_id: second.accountId, purpose: "password_reset", used_at: null })
      await accounts.updateAccountActionTokens({ id: live.id, expires_at: new Date(Date.now() - 1000) })
      expect(
        await settle(api.post(`/api/account/${second.accountId}/reset_password`, { token: second.token, password: "brand-new-password" }))
      ).toMatchObject({
        status: 400,
        data: { field: "token", message: "This password reset link has expired. Please ask for a new one with Forgot password." },
      })
      expect((await login(email, "correct-horse-battery")).status).toBe(200)
    })

    it("checks the new password and the token's shape before anything changes", async () => {
      const { email } = await registerShopper(api)
      const { accountId, token } = await resetLink(email)
      expect(await settle(api.post(`/api/account/${accountId}/reset_password`, { token, password: "short" }))).toMatchObject({
        status: 400,
        data: { field: "password", message: "Password must be at least 8 characters long." },
      })
      expect(await settle(api.post(`/api/account/${accountId}/reset_password`, { token: "nope", password: "long-enough" }))).toMatchObject({
        status: 400,
        data: { field: "token" },
      })
      // The link still works after the refused tries.
      expect((await api.post(`/api/account/${accountId}/reset_password`, { token, password: "long-enough" })).status).toBe(200)
    })

    it("rate-limits forgot password (6th in 15 minutes) and reset attempts (11th)", async () => {
      const email = uniqueEmail("flood")
      const forgot: number[] = []
      for (let i = 0; i < 6; i++) forgot.push((await settle(api.post("/api/account/forgot_password", { email }))).status)
      expect(forgot).toEqual([200, 200, 200, 200, 200, 429])

      const { account } = await registerShopper(api)
      const reset: number[] = []
      for (let i = 0; i < 11; i++) {
        reset.push(
          (await settle(api.post(`/api/account/${account.id}/reset_password`, { token: "b".repeat(64), password: "long-enough" }))).status
        )
      }
      expect(reset.slice(0, 10).every((s) => s === 400)).toBe(true)
      expect(reset[10]).toBe(429)
    })

    it("updates the password of a logged-in account after checking the old one", async () => {
      const { email, password, token } = await registerShopper(api)
      expect(
        await settle(
          api.patch("/api/account/update_password", { oldPassword: "not-my-password", password: "next-password" }, withToken(token))
        )
      ).toMatchObject({
        status: 400,
        data: { field: "oldPassword", message: "Your current password is not correct." },
      })
      expect(
        await settle(api.patch("/api/account/update_password", { oldPassword: password, password: "short" }, withToken(token)))
      ).toMatchObject({
        status: 400,
        data: { field: "password", message: "Password must be at least 8 characters long." },
      })
      expect((await login(email, password)).status).toBe(200)

      const { data } = await api.patch(
        "/api/account/update_password",
        { oldPassword: password, password: "next-password" },
        withToken(token)
      )
      expect(data).toEqual({ message: "Password updated." })
      expect((await login(email, password)).status).toBe(400)
      expect((await login(email, "next-password")).status).toBe(200)
    })

    it("asks visitors to log in and refuses callers without a token", async () => {
      const { token } = await newVisitor(api)
      const body = { oldPassword: "whatever-it-is", password: "next-password" }
      expect((await settle(api.patch("/api/account/update_password", body, withToken(token)))).status).toBe(423)
      expect((await settle(api.patch("/api/account/update_password", body))).status).toBe(401)
    })
  },
})
