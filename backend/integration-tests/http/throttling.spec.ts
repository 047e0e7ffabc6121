/**
 * Throttling per real client (issue 17): the client address comes from X-Forwarded-For only
 * through a trusted proxy (here TRUSTED_PROXIES=127.0.0.1, the test's own connection, as the
 * storefront is in production), and the guessable calls are limited per account or e-mail
 * and per address: a direct caller rotating X-Forwarded-For gains nothing, one client's
 * failures do not lock another out, and Medusa's admin login, voucher checks and referral
 * invites have budgets too.
 */
import { randomBytes } from "node:crypto"
import { Agent } from "node:http"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { afterAll, expect, it } from "vitest"
import { registerShopper, uniqueEmail } from "../helpers/accounts"
import { useTempOutbox } from "../helpers/outbox"
import { newVisitor, settle, withToken } from "../helpers/shop-api"

useTempOutbox()

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again."

/** A made-up public address per call (TEST-NET-2), standing for one real client behind the storefront. */
const someClient = () => `198.51.100.${1 + randomBytes(1)[0]!}`
const asClient = (address: string, headers: Record<string, string> = {}) => ({ headers: { "x-forwarded-for": address, ...headers } })

/** Requests from 127.0.0.2: a caller on the loopback network that is not the trusted 127.0.0.1. */
const untrusted = new Agent({ localAddress: "127.0.0.2" })

shopIntegrationTestRunner({
  env: { TRUSTED_PROXIES: "127.0.0.1" },
  testSuite: ({ api }) => {
    afterAll(() => untrusted.destroy())

    it("ignores X-Forwarded-For from an untrusted caller: rotating it does not escape the login limit", async () => {
      const { email, password } = await registerShopper(api)
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        const config = { httpAgent: untrusted, ...asClient(someClient()) }
        statuses.push((await settle(api.post("/api/account/login", { email, password: "wrong-password" }, config))).status)
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429])
      // Locked for this address, even with the right password and yet another header.
      const locked = await settle(api.post("/api/account/login", { email, password }, { httpAgent: untrusted, ...asClient(someClient()) }))
      expect(locked.status).toBe(429)
      expect(locked.data).toEqual({ message: TOO_MANY })
      expect(Number((locked as unknown as { headers: Record<string, string> }).headers["retry-after"])).toBeGreaterThan(0)
    })

    it("keys a client behind the trusted proxy by its own address: an attacker's failures lock only the attacker", async () => {
      const { email, password } = await registerShopper(api)
      const attacker = someClient()
      let victim = someClient()
      while (victim === attacker) victim = someClient()
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        statuses.push((await settle(api.post("/api/account/login", { email, password: "wrong-password" }, asClient(attacker)))).status)
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429])
      expect((await api.post("/api/account/login", { email, password }, asClient(victim))).status).toBe(200)
    })

    it("limits Medusa's admin login (/auth/user/emailpass): the 11th wrong password answers 429", async () => {
      const client = asClient(someClient())
      const email = uniqueEmail("admin-guess")
      const statuses: number[] = []
      for (let i = 0; i < 11; i++)
        statuses.push((await settle(api.post("/auth/user/emailpass", { email, password: `guess-${i}` }, client))).status)
      expect(statuses).toEqual([...Array(10).fill(401), 429])
    })

    it("limits guessing gift voucher codes: the 11th unknown code answers 429", async () => {
      const { token } = await newVisitor(api)
      const config = withToken(token, { "x-forwarded-for": someClient() })
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await settle(api.get(`/api/promo_code/check?code=GUESS${i}`, config))).status)
      for (let i = 6; i < 11; i++) statuses.push((await settle(api.post("/api/promo_code/apply", { code: `GUESS${i}` }, config))).status)
      expect(statuses).toEqual([...Array(10).fill(400), 429])
    })

    it("limits referral invites to one address: the 4th invitation to the same friend within a day answers 429", async () => {
      const friend = uniqueEmail("friend")
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        const referrer = await registerShopper(api)
        statuses.push((await settle(api.post("/api/account/refer", { email: friend }, withToken(referrer.token)))).status)
      }
      expect(statuses).toEqual([200, 200, 200, 429])
    })
  },
})
