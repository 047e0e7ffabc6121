/**
 * Accounts by id: one's own or, for admins, anyone's; bans and unbans by admins only.
 * A banned account's sessions end, its requests are refused (401) and it cannot log in;
 * its open tabs hear of the ban.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { io as connect, type Socket } from "socket.io-client"
import { expect, it } from "vitest"
import { REALTIME_MODULE } from "../../src/modules/realtime"
import type RealtimeModuleService from "../../src/modules/realtime/service"
import { deleteCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { registerShopper } from "../helpers/accounts"
import { customerOf } from "../helpers/cart"
import { useTempOutbox } from "../helpers/outbox"
import { newVisitor, settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"

const outbox = useTempOutbox()

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    it("shows an account to itself and to admins only", async () => {
      const shopper = await registerShopper(api)
      const other = await registerShopper(api)
      const admin = await makeShopper(api, getContainer(), "admin")
      const mine = await api.get(`/api/account/${shopper.account.id}`, withToken(shopper.token))
      expect(mine.data).toMatchObject({ id: shopper.account.id, email: shopper.email })
      // Its own token, as every answer about the caller's own account (issue 26); another's never.
      expect(mine.data.token).toBe(shopper.token)
      expect((await settle(api.get(`/api/account/${shopper.account.id}`, withToken(other.token)))).status).toBe(401)
      expect((await settle(api.get(`/api/account/${shopper.account.id}`))).status).toBe(401)
      expect((await api.get(`/api/account/${shopper.account.id}`, withToken(admin.token))).data.email).toBe(shopper.email)
      expect(await settle(api.get("/api/account/acct_unknown", withToken(admin.token)))).toMatchObject({
        status: 404,
        data: { message: "Account not found." },
      })
      // The static account calls are not taken for ids.
      expect((await api.get("/api/account/logout", withToken(other.token))).status).toBe(204)
    })

    it("lets only admins ban and unban", async () => {
      const shopper = await registerShopper(api)
      const other = await registerShopper(api)
      const visitor = await newVisitor(api)
      for (const token of [other.token, visitor.token, shopper.token]) {
        expect((await settle(api.post(`/api/account/${other.account.id}/ban`, {}, withToken(token)))).status).toBe(401)
        expect((await settle(api.post(`/api/account/${other.account.id}/unban`, {}, withToken(token)))).status).toBe(401)
      }
      expect((await settle(api.post(`/api/account/${other.account.id}/ban`))).status).toBe(401)
      expect((await api.get("/api/account", withToken(other.token))).data.isBanned).toBe(false)
    })

    it("bans: sessions end, requests and logins are refused, open tabs are told; unban lets the account log in", async () => {
      const shopper = await registerShopper(api)
      const admin = await makeShopper(api, getContainer(), "admin")
      const port = getContainer().resolve<RealtimeModuleService>(REALTIME_MODULE).getPort()
      const socket: Socket = connect(`http://localhost:${port}`, {
        auth: { token: shopper.token },
        transports: ["websocket"],
        reconnection: false,
      })
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", () => resolve())
          socket.once("connect_error", reject)
        })
        const event = new Promise<unknown>((resolve) => socket.once("account", resolve))

        const { data } = await api.post(`/api/account/${shopper.account.id}/ban`, {}, withToken(admin.token))
        expect(data).toMatchObject({ id: shopper.account.id, isBanned: true })
        expect(
          await Promise.race([event, new Promise((_, no) => setTimeout(() => no(new Error("no account event")), 10_000))])
        ).toMatchObject({
          id: shopper.account.id,
          isBanned: true,
        })
      } finally {
        socket.disconnect()
      }
      expect((await settle(api.get("/api/photos", withToken(shopper.token)))).status).toBe(401)
      expect(await settle(api.post("/api/account/login", { email: shopper.email, password: shopper.password }))).toMatchObject({
        status: 401,
        data: { message: "This account is closed." },
      })
      // A banned account cannot reset its way back in either.
      expect((await api.post("/api/account/forgot_password", { email: shopper.email })).data).toEqual({ message: "Email sent." })
      expect(outbox.to(shopper.email, "password-reset")).toHaveLength(0)

      const unbanned = await api.post(`/api/account/${shopper.account.id}/unban`, {}, withToken(admin.token))
      expect(unbanned.data).toMatchObject({ id: shopper.account.id, isBanned: false })
      // Old sessions stay ended; logging in works again.
      expect((await settle(api.get("/api/photos", withToken(shopper.token)))).status).toBe(401)
      const login = await api.post("/api/account/login", { email: shopper.email, password: shopper.password })
      expect(login.data).toMatchObject({ id: shopper.account.id, isBanned: false })
      expect((await api.get("/api/photos", withToken(login.data.token))).status).toBe(200)
    })

    it("closes the account whose customer a merchandiser deletes in Medusa's admin: its sessions end, its login is refused", async () => {
      const shopper = await registerShopper(api)
      const other = await registerShopper(api)
      // A call first, so that the account's customer is in the shared cache.
      expect((await api.get("/api/cart", withToken(shopper.token))).status).toBe(200)
      const customerId = await customerOf(getContainer(), shopper.account.id)
      // What Medusa's DELETE /admin/customers/{id} runs.
      await deleteCustomersWorkflow(getContainer()).run({ input: { ids: [customerId] } })

      expect((await settle(api.get("/api/cart", withToken(shopper.token)))).status).toBe(401)
      expect((await api.get("/api/account", withToken(shopper.token))).data.id).not.toBe(shopper.account.id)
      expect(await settle(api.post("/api/account/login", { email: shopper.email, password: shopper.password }))).toMatchObject({
        status: 400,
        data: { message: "Wrong email or password." },
      })
      // Nobody else's session ends.
      expect((await api.get("/api/cart", withToken(other.token))).status).toBe(200)
    })

    it("answers 404 for unknown accounts and refuses an admin banning itself", async () => {
      const admin = await makeShopper(api, getContainer(), "admin")
      expect((await settle(api.post("/api/account/acct_unknown/ban", {}, withToken(admin.token)))).status).toBe(404)
      expect((await settle(api.post("/api/account/acct_unknown/unban", {}, withToken(admin.token)))).status).toBe(404)
      expect(await settle(api.post(`/api/account/${admin.account.id}/ban`, {}, withToken(admin.token)))).toMatchObject({
        status: 400,
        data: { field: "id" },
      })
    })
  },
})
