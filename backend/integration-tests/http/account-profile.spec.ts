/**
 * The account's profile: PATCH /api/account/update (name, location, switches, admin options
 * for admins only, addresses with the spec's validation and defaults), cart reminders and
 * newsletter switches, referral codes and invitations, campaign and referrer tracking.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { expect, it } from "vitest"
import { loadAccountAddresses } from "../../src/commerce/account-addresses"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { registerShopper, uniqueEmail } from "../helpers/accounts"
import { linkIn, useTempOutbox } from "../helpers/outbox"
import { newVisitor, settle, withToken } from "../helpers/shop-api"

const outbox = useTempOutbox()

const shipping = {
  firstName: "Sam",
  lastName: "Shopper",
  country: "CAN",
  state: "ON",
  city: "Toronto",
  address1: "1 King St W",
  address2: "Suite 2",
  zipCode: "M5H 1A1",
  phoneNumber: "+416 555 0123",
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    it("presents default addresses (USA, CO, billing same as shipping) until some are saved", async () => {
      const { account } = await newVisitor(api)
      expect(account.addresses).toEqual({
        shipping: {
          firstName: "",
          lastName: "",
          country: "USA",
          state: "CO",
          city: "",
          address1: "",
          address2: "",
          zipCode: "",
          phoneNumber: "",
        },
        billing: {
          firstName: "",
          lastName: "",
          country: "USA",
          state: "CO",
          city: "",
          address1: "",
          address2: "",
          zipCode: "",
          phoneNumber: "",
        },
        isBillingSameAsShipping: true,
      })
      expect(await loadAccountAddresses(getContainer(), account.id)).toEqual(account.addresses)
    })

    it("gives the caller's own account answers the caller's token, and never another account's (issue 26)", async () => {
      const shopper = await registerShopper(api)
      expect((await api.get("/api/account", withToken(shopper.token))).data).toMatchObject({ id: shopper.account.id, token: shopper.token })
      const bearer = { headers: { authorization: `Bearer ${shopper.token}` } }
      expect((await api.get("/api/account", bearer)).data.token).toBe(shopper.token)
      expect((await api.get(`/api/account/${shopper.account.id}`, withToken(shopper.token))).data.token).toBe(shopper.token)
      expect((await api.patch("/api/account/update", { name: "Sam" }, withToken(shopper.token))).data.token).toBe(shopper.token)

      const admin = await newVisitor(api)
      await getContainer()
        .resolve<AccountModuleService>(ACCOUNT_MODULE)
        .updateAccounts({ id: admin.account.id, is_temp: false, is_admin: true })
      const other = await api.get(`/api/account/${shopper.account.id}`, withToken(admin.token))
      expect(other.data).toMatchObject({ id: shopper.account.id, email: shopper.email })
      expect(other.data).not.toHaveProperty("token")
      expect((await api.get(`/api/account/${admin.account.id}`, withToken(admin.token))).data.token).toBe(admin.token)
    })

    it("updates name, location, switches and addresses, ignoring what a client may not set", async () => {
      const { token, account } = await registerShopper(api)
      const { status, data } = await api.patch(
        "/api/account/update",
        {
          name: " Sam ",
          location: "Toronto",
          cartReminders: false,
          newsletter: true,
          addresses: { shipping },
          isAdmin: true,
          isVerified: true,
        },
        withToken(token)
      )
      expect(status).toBe(200)
      expect(data).toMatchObject({
        id: account.id,
        name: "Sam",
        location: "Toronto",
        cartReminders: false,
        newsletter: true,
        isAdmin: false,
        isVerified: false,
        addresses: { shipping, billing: shipping, isBillingSameAsShipping: true },
      })
      expect((await api.get("/api/account", withToken(token))).data.addresses.shipping).toEqual(shipping)
      expect(await loadAccountAddresses(getContainer(), account.id)).toMatchObject({ shipping: { country: "CAN", state: "ON" } })

      // Only what is sent changes.
      const again = await api.patch("/api/account/update", { location: null }, withToken(token))
      expect(again.data).toMatchObject({ name: "Sam", location: null, newsletter: true, addresses: { shipping } })
    })

    it("keeps a different billing address, validated only when it differs", async () => {
      const { token } = await registerShopper(api)
      const billing = { ...shipping, country: "AUS", state: "NSW", zipCode: "2000", city: "Sydney" }
      const { data } = await api.patch(
        "/api/account/update",
        { addresses: { shipping, billing, isBillingSameAsShipping: false } },
        withToken(token)
      )
      expect(data.addresses).toEqual({ shipping, billing, isBillingSameAsShipping: false })
      // A half-typed billing address is fine while billing is the same as shipping.
      const same = await api.patch("/api/account/update", { addresses: { shipping, billing: { firstName: "x" } } }, withToken(token))
      expect(same.data.addresses).toEqual({ shipping, billing: shipping, isBillingSameAsShipping: true })
    })

    it.each([
      [{ shipping: { ...shipping, firstName: "S" } }, "addresses.shipping.firstName", "First name must be at least 2 characters long."],
      [{ shipping: { ...shipping, lastName: "" } }, "addresses.shipping.lastName", "Last name must be at least 2 characters long."],
      [{ shipping: { ...shipping, city: " x " } }, "addresses.shipping.city", "City must be at least 2 characters long."],
      [{ shipping: { ...shipping, address1: undefined } }, "addresses.shipping.address1", "Address must be at least 2 characters long."],
      [
        { shipping: { ...shipping, country: "FRA" } },
        "addresses.shipping.country",
        "Please choose a country: AUS, CAN, ENG, IRL, SCT, USA, WLS.",
      ],
      [{ shipping: { ...shipping, state: "CO" } }, "addresses.shipping.state", "Please choose a state of Canada."],
      [{ shipping: { ...shipping, zipCode: "M5H1" } }, "addresses.shipping.zipCode", "Zip code must be at least 5 characters long."],
      [
        { shipping: { ...shipping, phoneNumber: "555-0123" } },
        "addresses.shipping.phoneNumber",
        "Please write a valid phone number, e.g. 303-555-0123.",
      ],
      [
        { shipping, billing: { ...shipping, country: "AUS", state: "NSW", zipCode: "200" }, isBillingSameAsShipping: false },
        "addresses.billing.zipCode",
        "Zip code must be at least 4 characters long.",
      ],
      [{ shipping, isBillingSameAsShipping: false }, "addresses.billing.firstName", "First name must be at least 2 characters long."],
      [{ billing: shipping }, "addresses.shipping", "Please fill in the address."],
    ])("refuses addresses %j with a field error and changes nothing", async (addresses, field, message) => {
      const { token } = await registerShopper(api)
      const before = (await api.get("/api/account", withToken(token))).data
      const res = await settle(api.patch("/api/account/update", { name: "Changed", addresses }, withToken(token)))
      expect(res).toMatchObject({ status: 400, data: { field, message } })
      const after = (await api.get("/api/account", withToken(token))).data
      expect(after.name).toBe(before.name)
      expect(after.addresses).toEqual(before.addresses)
    })

    it("refuses other bad input with a field error", async () => {
      const { token } = await registerShopper(api)
      expect(await settle(api.patch("/api/account/update", { cartReminders: "yes" }, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "cartReminders" },
      })
      expect(await settle(api.patch("/api/account/update", { name: "x".repeat(121) }, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "name" },
      })
      expect((await settle(api.patch("/api/account/update", { name: "Nobody" }))).status).toBe(401)
    })

    it("lets only admins switch admin options on", async () => {
      const { token, account } = await registerShopper(api)
      expect(await settle(api.patch("/api/account/update", { showAdminOptions: true }, withToken(token)))).toMatchObject({ status: 401 })
      // Sending the account back with the switch off is harmless.
      expect(
        (await api.patch("/api/account/update", { showAdminOptions: false, name: "Sam" }, withToken(token))).data.showAdminOptions
      ).toBe(false)
      await getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts({ id: account.id, is_admin: true })
      expect((await api.patch("/api/account/update", { showAdminOptions: true }, withToken(token))).data).toMatchObject({
        isAdmin: true,
        showAdminOptions: true,
      })
    })

    it("unsubscribes by default and subscribes again with value true", async () => {
      const { token } = await registerShopper(api)
      expect((await api.post("/api/account/cart_reminders", {}, withToken(token))).data).toEqual({
        message: "Unsubscribed from cart reminders.",
      })
      expect((await api.post("/api/account/newsletter", {}, withToken(token))).data).toEqual({ message: "Unsubscribed." })
      expect((await api.get("/api/account", withToken(token))).data).toMatchObject({ cartReminders: false, newsletter: false })
      expect((await api.post("/api/account/cart_reminders", { value: true }, withToken(token))).data).toEqual({
        message: "Subscribed to cart reminders.",
      })
      expect((await api.post("/api/account/newsletter", { value: true }, withToken(token))).data).toEqual({ message: "Subscribed." })
      expect((await api.get("/api/account", withToken(token))).data).toMatchObject({ cartReminders: true, newsletter: true })
      expect(await settle(api.post("/api/account/newsletter", { value: "no" }, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "value" },
      })
      expect((await settle(api.post("/api/account/newsletter", {}))).status).toBe(401)
    })

    it("gives a registered account a whole-number referral code and invites a friend with it", async () => {
      const { token, account, email } = await registerShopper(api, { name: "Sam" })
      expect(Number.isInteger(account.referralCode)).toBe(true)
      const friend = uniqueEmail("friend")
      const { data } = await api.post("/api/account/refer", { email: friend }, withToken(token))
      expect(data).toEqual({ message: "invite email sent." })
      const mail = await outbox.latest(friend, "referral-invite")
      expect(mail.subject).toBe("Sam invited you to Custom Pet Portraits")
      expect(linkIn(mail, "http://localhost:8000/?referrerId=").searchParams.get("referrerId")).toBe(String(account.referralCode))

      expect(await settle(api.post("/api/account/refer", { email: "nope" }, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "email", message: "Please write an actual email address." },
      })
      expect(await settle(api.post("/api/account/refer", { email }, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "email" },
      })
      const visitor = await newVisitor(api)
      expect((await settle(api.post("/api/account/refer", { email: friend }, withToken(visitor.token)))).status).toBe(423)
      expect((await settle(api.post("/api/account/refer", { email: friend }))).status).toBe(401)
    })

    it("gives an account without a code one on its first invitation", async () => {
      const { token, account } = await registerShopper(api)
      await getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts({ id: account.id, referral_code: null })
      const friend = uniqueEmail("friend")
      await api.post("/api/account/refer", { email: friend }, withToken(token))
      const code = (await api.get("/api/account", withToken(token))).data.referralCode
      expect(Number.isInteger(code)).toBe(true)
      expect(linkIn(await outbox.latest(friend), "http://localhost:8000/?referrerId=").searchParams.get("referrerId")).toBe(String(code))
    })

    it("records the referrer and the campaign of a new visitor", async () => {
      const referrer = await registerShopper(api)
      const { data } = await api.get(
        `/api/account?referrerId=${referrer.account.referralCode}&utm_source=mail&utm_medium=invite&campaign=spring&other=x`
      )
      expect(data.referrerId).toBe(referrer.account.id)
      expect(data.utm).toEqual({ utm_source: "mail", utm_medium: "invite", campaign: "spring" })
      for (const bad of ["12345678901", "abc", "-1", "1.5"]) {
        expect((await api.get(`/api/account?referrerId=${bad}`)).data.referrerId).toBeNull()
      }
    })
  },
})
