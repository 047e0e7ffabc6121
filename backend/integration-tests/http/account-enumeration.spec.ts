/**
 * No account enumeration (issue 17): register, forgot-password and resend-activation answer
 * an address that has an account as they answer one that has none, in status, body shape
 * and time, because the e-mails go out from a subscriber after the answer. Registering with
 * a taken address makes the caller's account a registered, unverified one that can never be
 * activated and cannot log in; the address's owner gets a note that someone tried.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { expect, it } from "vitest"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { randomBytes } from "node:crypto"
import { uniqueEmail } from "../helpers/accounts"
import { linkIn, useTempOutbox } from "../helpers/outbox"
import { settle, withToken, type AccountBody } from "../helpers/shop-api"
import { photoForm } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

const outbox = useTempOutbox()
const STOREFRONT = "http://localhost:8000"

/** A body's keys with the type of each value: what an observer compares besides the values. */
const shapeOf = (body: unknown) =>
  Object.entries(body as Record<string, unknown>)
    .map(([key, value]) => `${key}:${value === null ? "null" : Array.isArray(value) ? "array" : typeof value}`)
    .sort()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const start = performance.now()
  const answer = await call()
  return { ms: performance.now() - start, answer }
}

/**
 * A client address of its own (198.18.0.0/15, for tests; loopback is a trusted proxy), so
 * that the many calls here stay within the per-address limits of the throttling.
 */
const someClient = () => {
  const [a, b] = randomBytes(2)
  return `198.19.${a}.${b}`
}
const from = (client: string, token?: string) =>
  token ? withToken(token, { "x-forwarded-for": client }) : { headers: { "x-forwarded-for": client } }

/** A call's status and body, whatever the status. */
async function answerOf(call: Promise<{ status: number; data: unknown }>) {
  const { status, data } = await settle(call)
  return { status, data }
}

/** Waits a moment for e-mails that should not come (the subscriber sends them after the answer). */
const quietly = (ms = 2_000) => new Promise((resolve) => setTimeout(resolve, ms))

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    /** A new visitor, as a client of its own, registering. */
    const register = async (email: string, password = "a-long-password", name?: string) => {
      const client = someClient()
      const visitor = (await api.get("/api/account", from(client))).data as AccountBody
      const res = await settle(
        api.post("/api/account/register", { email, password, ...(name ? { name } : {}) }, from(client, visitor.token))
      )
      return { ...res, token: visitor.token, visitorId: visitor.id, client }
    }
    /** A registered shopper with a new address. */
    const registerShopper = async (options: { password?: string; name?: string } = {}) => {
      const email = uniqueEmail("shopper")
      const password = options.password ?? "correct-horse-battery"
      const res = await register(email, password, options.name)
      expect(res.status).toBe(201)
      return { email, password, token: res.token, account: res.data as AccountBody, client: res.client }
    }
    const forgot = (email: string) => answerOf(api.post("/api/account/forgot_password", { email }, from(someClient())))
    const resend = (token: string) => answerOf(api.post("/api/account/resend_activation", {}, from(someClient(), token)))

    it("answers a registration with a taken address as one with a new address", async () => {
      const owner = await registerShopper({ name: "Owner" })
      const fresh = await register(uniqueEmail("fresh"), "a-long-password", "Rex's human")
      const taken = await register(owner.email, "a-long-password", "Rex's human")

      expect(fresh.status).toBe(201)
      expect(taken.status).toBe(201)
      expect(shapeOf(taken.data)).toEqual(shapeOf(fresh.data))
      expect(taken.data).toMatchObject({ id: taken.visitorId, email: owner.email, isTemp: false, isVerified: false, name: "Rex's human" })
      expect(taken.data.token).toBe(taken.token)
      // Later reads say the same.
      const later = (await api.get("/api/account", withToken(taken.token))).data
      const laterFresh = (await api.get("/api/account", withToken(fresh.token))).data
      expect(shapeOf(later)).toEqual(shapeOf(laterFresh))
      expect(later).toMatchObject({ id: taken.visitorId, email: owner.email, isTemp: false, isVerified: false })
      // Registering again answers as for any registered account.
      const again = await answerOf(
        api.post("/api/account/register", { email: uniqueEmail("x"), password: "a-long-password" }, withToken(taken.token))
      )
      const againFresh = await answerOf(
        api.post("/api/account/register", { email: uniqueEmail("x"), password: "a-long-password" }, withToken(fresh.token))
      )
      expect(again).toEqual(againFresh)
    })

    it("tells the owner of a taken address that someone tried to register, with links to log in and reset", async () => {
      const owner = await registerShopper({ name: "Owner" })
      await outbox.latest(owner.email, "account-activation")
      await register(owner.email)
      const note = await outbox.latest(owner.email, "account-exists")
      expect(note.subject).toBe("Someone tried to sign up with your e-mail address")
      expect(note.text).toContain("Hi Owner,")
      expect(linkIn(note, `${STOREFRONT}/sign-in`).pathname).toBe("/sign-in")
      expect(note.text).toContain("Forgot password")
      // No activation link for the address: the owner's mailbox holds only its own first one.
      await quietly()
      expect(outbox.to(owner.email, "account-activation")).toHaveLength(1)
    })

    it("gives the caller of a taken address no way into the owner's account, nor to verify the address", async () => {
      const owner = await registerShopper({ password: "owners-password" })
      const intruder = await register(owner.email, "intruders-password")
      expect(intruder.status).toBe(201)
      expect(intruder.data.id).not.toBe(owner.account.id)

      // It cannot log in with the address (nor does its session see the owner's account).
      expect(await settle(api.post("/api/account/login", { email: owner.email, password: "intruders-password" }))).toMatchObject({
        status: 400,
        data: { field: "password", message: "Wrong email or password." },
      })
      expect((await api.get("/api/account", withToken(intruder.token))).data.id).toBe(intruder.visitorId)
      expect((await api.get("/api/photos", withToken(intruder.token))).data.photos).toEqual([])

      // It can never be activated: no activation token exists, and resending sends none.
      const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
      expect(await resend(intruder.token)).toEqual({
        status: 200,
        data: { message: "Activation email sent." },
      })
      await quietly()
      expect(await accounts.listAccountActionTokens({ account_id: intruder.visitorId })).toHaveLength(0)
      expect(outbox.to(owner.email, "account-activation")).toHaveLength(1)

      // The owner's account is as it was.
      const login = await api.post("/api/account/login", { email: owner.email, password: "owners-password" })
      expect(login.data).toMatchObject({ id: owner.account.id, email: owner.email })
    })

    it("lets an owner who registered again by mistake log in, keeping what they made as a visitor", async () => {
      const owner = await registerShopper({ password: "owners-password" })
      const client = someClient()
      const visitor = (await api.get("/api/account", from(client))).data as AccountBody
      const photo = (await api.post("/api/photo", photoForm(), from(client, visitor.token))).data as { id: string }
      await api.post("/api/account/register", { email: owner.email, password: "owners-password" }, from(client, visitor.token))
      const login = await api.post("/api/account/login", { email: owner.email, password: "owners-password" }, from(client, visitor.token))
      expect(login.data).toMatchObject({ id: owner.account.id })
      const photos = (await api.get("/api/photos", withToken(login.data.token))).data.photos as { id: string }[]
      expect(photos.map((p) => p.id)).toContain(photo.id)
      expect((await settle(api.get("/api/photos", withToken(visitor.token)))).status).toBe(401)
    })

    it("keeps the honest registration: activation e-mail, activate, log in", async () => {
      const email = uniqueEmail("honest")
      const { status, data, token } = await register(email, "honest-password", "Bea")
      expect(status).toBe(201)
      expect(data).toMatchObject({ email, isTemp: false, isVerified: false, name: "Bea" })
      const mail = await outbox.latest(email, "account-activation")
      const activate = linkIn(mail, `${STOREFRONT}/account?activate=`).searchParams.get("activate")!
      expect((await api.post("/api/account/activate", { token: activate })).data).toMatchObject({ id: data.id, isVerified: true })
      expect((await api.get("/api/account", withToken(token))).data.isVerified).toBe(true)
      expect((await api.post("/api/account/login", { email, password: "honest-password" })).data).toMatchObject({ id: data.id })
      expect(outbox.to(email, "account-exists")).toHaveLength(0)
    })

    it("answers forgot-password the same for a known and an unknown address, and mails only the known one", async () => {
      const { email } = await registerShopper()
      const nobody = uniqueEmail("nobody")
      const known = await forgot(email)
      const unknown = await forgot(nobody)
      expect(known).toEqual({ status: 200, data: { message: "Email sent." } })
      expect(unknown).toEqual(known)
      expect((await outbox.latest(email, "password-reset")).subject).toBe("Reset your Custom Pet Portraits password")
      await quietly()
      expect(outbox.to(nobody)).toHaveLength(0)
    })

    it("answers resend-activation the same for an honest and a taken-address registration", async () => {
      const owner = await registerShopper()
      const honest = await registerShopper()
      const intruder = await register(owner.email)
      const a = await resend(honest.token)
      const b = await resend(intruder.token)
      expect(a).toEqual({ status: 200, data: { message: "Activation email sent." } })
      expect(b).toEqual(a)
      await pollUntil(
        async () => outbox.to(honest.email, "account-activation"),
        (mails) => mails.length >= 2,
        10_000,
        100
      )
      expect(outbox.to(honest.email, "account-activation")).toHaveLength(2)
    })

    // Timing: the median of N interleaved requests, known against unknown. The e-mail work
    // happens after the answer, so the two stay close; before, a known address took several
    // times as long (forgot-password, resend) or was refused at once (register).
    // Nine of each: the medians stood apart 9-10x before the change and within 1.2x after.
    const N = 9
    const RATIO = 3
    const report = (label: string, known: number[], unknown: number[]) => {
      const [k, u] = [median(known), median(unknown)]
      console.info(`${label}: median known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (n=${known.length})`)
      return Math.max(k, u) / Math.min(k, u)
    }

    it("takes as long to answer a taken address as a new one on register", async () => {
      const owner = await registerShopper()
      const known: number[] = []
      const unknown: number[] = []
      const statuses: number[][] = []
      for (let i = 0; i < N; i++) {
        const client = someClient()
        const [a, b] = [(await api.get("/api/account", from(client))).data, (await api.get("/api/account", from(client))).data]
        const body = { password: "a-long-password", name: "Timer" }
        const k = await timed(() => answerOf(api.post("/api/account/register", { ...body, email: owner.email }, from(client, a.token))))
        const u = await timed(() =>
          answerOf(api.post("/api/account/register", { ...body, email: uniqueEmail("t") }, from(client, b.token)))
        )
        statuses.push([k.answer.status, u.answer.status])
        known.push(k.ms)
        unknown.push(u.ms)
      }
      const ratio = report("register", known, unknown)
      expect(statuses).toEqual(statuses.map(() => [201, 201]))
      expect(ratio).toBeLessThan(RATIO)
    })

    it("takes as long to answer forgot-password for a known address as for an unknown one", async () => {
      const shoppers = []
      for (let i = 0; i < N; i++) shoppers.push(await registerShopper())
      const known: number[] = []
      const unknown: number[] = []
      for (const shopper of shoppers) {
        const k = await timed(() => forgot(shopper.email))
        const u = await timed(() => forgot(uniqueEmail("nobody")))
        expect(k.answer).toEqual(u.answer)
        known.push(k.ms)
        unknown.push(u.ms)
      }
      expect(report("forgot-password", known, unknown)).toBeLessThan(RATIO)
    })

    it("takes as long to resend activation for a taken-address registration as for an honest one", async () => {
      const owner = await registerShopper()
      const pairs = []
      for (let i = 0; i < N; i++) pairs.push([(await registerShopper()).token, (await register(owner.email)).token])
      const honest: number[] = []
      const taken: number[] = []
      const answers: unknown[][] = []
      for (const [h, t] of pairs) {
        const a = await timed(() => resend(h))
        const b = await timed(() => resend(t))
        answers.push([a.answer, b.answer])
        honest.push(a.ms)
        taken.push(b.ms)
      }
      const ratio = report("resend-activation (known = taken-address registration)", taken, honest)
      for (const [a, b] of answers) expect(b).toEqual(a)
      expect(ratio).toBeLessThan(RATIO)
    })
  },
})
