/**
 * The hourly cart-reminder job (src/jobs/send-cart-reminders.ts), called as Medusa's
 * scheduler calls it: carts untouched for CART_REMINDER_AFTER_HOURS (24) of registered,
 * verified accounts with reminders on get one e-mail per change, with the unsubscribe link.
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import type { Knex } from "knex"
import { beforeAll, expect, it } from "vitest"
import sendCartRemindersJob, { config } from "../../src/jobs/send-cart-reminders"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { registerShopper } from "../helpers/accounts"
import { customerOf, finishedPainting, variantOf } from "../helpers/cart"
import { useTempOutbox } from "../helpers/outbox"
import { withToken } from "../helpers/shop-api"

const outbox = useTempOutbox()
const SUBJECT = "Your pet's portrait is waiting in your cart"

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let medium: string

    beforeAll(async () => {
      medium = await variantOf(getContainer(), "canvas-12x18", "black")
    })

    const accounts = () => getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    /** A registered, verified shopper with a painting in their cart; answers the cart id. */
    async function shopperWithCart(tag: string) {
      const shopper = await registerShopper(api, { name: tag })
      await accounts().updateAccounts({ id: shopper.account.id, is_verified: true })
      const painting = await finishedPainting(
        getContainer(),
        await customerOf(getContainer(), shopper.account.id),
        undefined,
        `${tag}'s portrait`
      )
      await api.post("/api/cart", { painting: painting.id, medium, isRotated: false }, withToken(shopper.token))
      const { rows } = await knex().raw(
        `SELECT cart_id FROM cart_line_item WHERE deleted_at IS NULL AND cart_id IN (SELECT id FROM cart WHERE customer_id = ?)`,
        [await customerOf(getContainer(), shopper.account.id)]
      )
      return { ...shopper, cartId: rows[0].cart_id as string }
    }

    /** The cart was last touched `hours` ago. */
    const age = (cartId: string, hours: number) =>
      knex().raw(
        `UPDATE cart_line_item SET created_at = now() - make_interval(hours => ?), updated_at = now() - make_interval(hours => ?) WHERE cart_id = ?`,
        [hours, hours, cartId]
      )

    /** The shopper adds one more of the cart's first line. */
    async function changeCart(shopper: { token: string; cartId: string }) {
      const { rows } = await knex().raw(`SELECT id, quantity FROM cart_line_item WHERE cart_id = ? AND deleted_at IS NULL LIMIT 1`, [
        shopper.cartId,
      ])
      await api.patch(`/api/cart/${rows[0].id}`, { quantity: Number(rows[0].quantity) + 1 }, withToken(shopper.token))
    }

    /** Moves the cart's clock: its last change and last reminder happened `hours` earlier. */
    async function passHours(cartId: string, hours: number) {
      await knex().raw(`UPDATE cart_line_item SET updated_at = updated_at - make_interval(hours => ?) WHERE cart_id = ?`, [hours, cartId])
      await knex().raw(
        `UPDATE cart SET metadata = jsonb_set(metadata, '{reminded_at}', to_jsonb(to_char(((metadata->>'reminded_at')::timestamptz - make_interval(hours => ?)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
          WHERE id = ? AND metadata->>'reminded_at' IS NOT NULL`,
        [hours, cartId]
      )
    }

    const reminders = (email: string) => outbox.to(email, "generic").filter((m) => m.subject === SUBJECT)

    it("is an hourly scheduled job", () => {
      expect(config).toMatchObject({ name: "send-cart-reminders", schedule: "0 * * * *" })
    })

    it("reminds only registered, verified, subscribed owners of carts left for 24 hours, once per change", async () => {
      const ada = await shopperWithCart("Ada")
      const fresh = await shopperWithCart("Fresh")
      const quiet = await shopperWithCart("Quiet")
      const unverified = await shopperWithCart("Unverified")
      await accounts().updateAccounts({ id: quiet.account.id, cart_reminders: false })
      await accounts().updateAccounts({ id: unverified.account.id, is_verified: false })
      for (const s of [ada, quiet, unverified]) await age(s.cartId, 25)
      await age(fresh.cartId, 23)

      await sendCartRemindersJob(getContainer())
      expect(reminders(ada.email)).toHaveLength(1)
      for (const s of [fresh, quiet, unverified]) expect(reminders(s.email)).toHaveLength(0)
      const mail = reminders(ada.email)[0]
      expect(mail.text).toContain("You left a painting in your cart: Canvas 12×18 in.")
      expect(mail.text).toMatch(/Hi Ada,/)
      const unsubscribe = new URL(/http\S+list=cart_reminders/.exec(mail.text)![0])
      expect(unsubscribe.searchParams.get("list")).toBe("cart_reminders")

      // Not again while the cart stays as it was...
      await sendCartRemindersJob(getContainer())
      expect(reminders(ada.email)).toHaveLength(1)
      const stats = (await api.get(`/api/stats/cart/${ada.cartId}`, withToken((await adminToken()).token))).data
      expect(stats.remindedAt).toEqual(expect.any(String))

      // ...but once more after the shopper changes it and leaves it for another day.
      await changeCart(ada)
      await passHours(ada.cartId, 25)
      await sendCartRemindersJob(getContainer())
      expect(reminders(ada.email)).toHaveLength(2)

      // The link in the e-mail switches reminders off: no more e-mails.
      const off = await api.post("/api/account/cart_reminders", {
        accountId: unsubscribe.searchParams.get("account"),
        unsubscribeToken: unsubscribe.searchParams.get("token"),
        value: false,
      })
      expect(off.data.message).toBe("Unsubscribed from cart reminders.")
      await changeCart(ada)
      await passHours(ada.cartId, 25)
      await sendCartRemindersJob(getContainer())
      expect(reminders(ada.email)).toHaveLength(2)
    })

    it("honours CART_REMINDER_AFTER_HOURS and leaves completed carts alone", async () => {
      const bea = await shopperWithCart("Bea")
      await age(bea.cartId, 3)
      process.env.CART_REMINDER_AFTER_HOURS = "2"
      try {
        const done = await shopperWithCart("Done")
        await age(done.cartId, 3)
        await knex().raw(`UPDATE cart SET completed_at = now() WHERE id = ?`, [done.cartId])
        await sendCartRemindersJob(getContainer())
        expect(reminders(bea.email)).toHaveLength(1)
        expect(reminders(done.email)).toHaveLength(0)
      } finally {
        delete process.env.CART_REMINDER_AFTER_HOURS
      }
    })

    it("records the admin's reminder (POST /api/cart/send-reminder) on the cart, so the job does not send it again (issue 26)", async () => {
      const cleo = await shopperWithCart("Cleo")
      await age(cleo.cartId, 25)
      const staff = await registerShopper(api)
      await accounts().updateAccounts({ id: staff.account.id, is_admin: true, is_verified: true })
      const { rows } = await knex().raw(`SELECT id FROM cart_line_item WHERE cart_id = ? AND deleted_at IS NULL`, [cleo.cartId])
      const before = Date.now()
      const sent = await api.post("/api/cart/send-reminder", { cartItemIds: [rows[0].id] }, withToken(staff.token))
      expect(sent.data).toMatchObject({ message: "Reminder sent.", sent: 1 })
      const stats = (await api.get(`/api/stats/cart/${cleo.cartId}`, withToken(staff.token))).data
      expect(stats.remindedAt).toEqual(expect.any(String))
      expect(new Date(stats.remindedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
      await sendCartRemindersJob(getContainer())
      expect(reminders(cleo.email)).toHaveLength(1)
    })

    let admin: { token: string } | undefined
    async function adminToken() {
      if (admin) return admin
      const a = await registerShopper(api)
      await accounts().updateAccounts({ id: a.account.id, is_admin: true, is_verified: true })
      admin = a
      return a
    }
  },
})
