/**
 * A visitor's first contact: a temporary account and a token, which then identifies them.
 */
import { createHash } from "node:crypto"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { expect, it } from "vitest"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { newVisitor, settle, withToken } from "../helpers/shop-api"

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    it("gives a new visitor a temporary account and a 256-bit token", async () => {
      const { token, account } = await newVisitor(api)
      expect(token).toMatch(/^[0-9a-f]{64}$/)
      expect(account).toMatchObject({
        isTemp: true,
        isVerified: false,
        isAdmin: false,
        isBanned: false,
        cartReminders: true,
        newsletter: false,
      })
      expect(account.id).toMatch(/^acct_/)
    })

    it("knows the visitor again by the token, which the answer carries back (the caller's own)", async () => {
      const { token, account } = await newVisitor(api)
      const { data } = await api.get("/api/account", withToken(token))
      expect(data.id).toBe(account.id)
      expect(data.token).toBe(token)
    })

    it("gives an unknown or malformed token a fresh temporary account", async () => {
      const { account } = await newVisitor(api)
      for (const header of ["Token " + "0".repeat(64), "Token not-a-token", "Basic abc"]) {
        const { data } = await api.get("/api/account", { headers: { authorization: header } })
        expect(data.id).not.toBe(account.id)
        expect(data.isTemp).toBe(true)
      }
    })

    it("stores only the token's hash", async () => {
      const { token, account } = await newVisitor(api)
      const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
      const stored = await accounts.listAccountTokens({ account_id: account.id })
      expect(stored).toHaveLength(1)
      expect(stored[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"))
      expect(JSON.stringify(stored)).not.toContain(token)
    })

    it("keeps campaign parameters of the landing page", async () => {
      const { data } = await api.get("/api/account?utm_source=newsletter&utm_campaign=autumn")
      expect(data.utm).toEqual({ utm_source: "newsletter", utm_campaign: "autumn" })
    })

    it("refuses account-only calls without a token", async () => {
      const res = await settle(api.get("/api/photos"))
      expect(res.status).toBe(401)
    })
  },
})
