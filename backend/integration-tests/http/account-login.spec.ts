/**
 * Register, log in and log out with the spec's messages; a visitor's work carries over
 * on login; logging out makes the token stop working; login attempts are rate-limited.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { expect, it } from "vitest"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { newVisitor, settle, withToken } from "../helpers/shop-api"
import { analysedPhoto } from "../helpers/shoppers"

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    it("registers the visitor's own account, keeping its token and photos", async () => {
      const { token, account } = await newVisitor(api)
      const photo = await analysedPhoto(api, token)
      const { status, data } = await api.post(
        "/api/account/register",
        { email: "Rex.Owner@Example.com", password: "correct-horse", name: "Rex's human" },
        withToken(token)
      )
      expect(status).toBe(201)
      expect(data).toMatchObject({ id: account.id, email: "rex.owner@example.com", isTemp: false, isVerified: false, name: "Rex's human" })
      expect((await api.get("/api/photos", withToken(token))).data.photos.map((p: { id: string }) => p.id)).toEqual([photo.id])
    })

    it.each([
      [{ email: "not-an-email", password: "long enough" }, "email", "Please write an actual email address."],
      [{ email: "a@b.co", password: "short" }, "password", "Password must be at least 8 characters long."],
      [{ password: "long enough" }, "email", "Please write an actual email address."],
    ])("refuses %j with the spec's message", async (body, field, message) => {
      const { token } = await newVisitor(api)
      const res = await settle(api.post("/api/account/register", body, withToken(token)))
      expect(res).toMatchObject({ status: 400, data: { field, message } })
    })

    it("answers an email that already has an account as a new one, without access to that account (issue 17)", async () => {
      const first = await newVisitor(api)
      await api.post("/api/account/register", { email: "taken@example.com", password: "password-1" }, withToken(first.token))
      const second = await newVisitor(api)
      const res = await settle(
        api.post("/api/account/register", { email: "taken@example.com", password: "password-2" }, withToken(second.token))
      )
      expect(res.status).toBe(201)
      expect(res.data).toMatchObject({ id: second.account.id, email: "taken@example.com", isTemp: false, isVerified: false, name: null })
      // The address still logs in to the first account only.
      expect(await settle(api.post("/api/account/login", { email: "taken@example.com", password: "password-2" }))).toMatchObject({
        status: 400,
        data: { field: "password", message: "Wrong email or password." },
      })
      const login = await api.post("/api/account/login", { email: "taken@example.com", password: "password-1" })
      expect(login.data).toMatchObject({ id: first.account.id, email: "taken@example.com" })
    })

    it("logs in with a new token and carries the visitor's photos over", async () => {
      const owner = await newVisitor(api)
      await api.post("/api/account/register", { email: "login@example.com", password: "password-1" }, withToken(owner.token))
      const visitor = await newVisitor(api)
      const photo = await analysedPhoto(api, visitor.token, "dog-beagle-landscape.jpg")

      const wrong = await settle(
        api.post("/api/account/login", { email: "login@example.com", password: "password-2" }, withToken(visitor.token))
      )
      expect(wrong).toMatchObject({ status: 400, data: { field: "password", message: "Wrong email or password." } })

      const { data } = await api.post(
        "/api/account/login",
        { email: "LOGIN@example.com", password: "password-1" },
        withToken(visitor.token)
      )
      expect(data).toMatchObject({ id: owner.account.id, email: "login@example.com", isTemp: false })
      expect(data.token).toMatch(/^[0-9a-f]{64}$/)
      const photos = (await api.get("/api/photos", withToken(data.token))).data.photos
      expect(photos.map((p: { id: string }) => p.id)).toEqual([photo.id])
      // The visitor's token is retired with the temporary account.
      expect((await settle(api.get("/api/photos", withToken(visitor.token)))).status).toBe(401)
    })

    it("logs out: the token stops working", async () => {
      const { token } = await newVisitor(api)
      await api.post("/api/account/register", { email: "bye@example.com", password: "password-1" }, withToken(token))
      expect((await api.get("/api/account/logout", withToken(token))).status).toBe(204)
      expect((await settle(api.get("/api/photos", withToken(token)))).status).toBe(401)
      const fresh = (await api.get("/api/account", withToken(token))).data
      expect(fresh.isTemp).toBe(true)
    })

    it("answers 429 after ten failed logins in a row", async () => {
      const { token } = await newVisitor(api)
      // Counters live in Redis for 15 minutes: a fresh email keeps runs apart.
      const email = `nobody-${Date.now()}@example.com`
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        statuses.push((await settle(api.post("/api/account/login", { email, password: "wrong-password" }, withToken(token)))).status)
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
      expect(statuses[10]).toBe(429)
    })
  },
})
