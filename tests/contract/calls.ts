/**
 * The /api contract, call by call: method, path template, who may call it, and what its answer
 * means. contract.spec.ts sends every row as an allowed caller (the answer must be neither 404
 * nor 5xx) and as the nearest disallowed one (the answer must be a refusal), and checks that the
 * rows are the calls docs/api.md lists, with the same callers. This table is the checklist: a
 * call missing from the backend fails the suite.
 *
 * And it checks that the call answers right (issue 26, item 4): the allowed caller's answer
 * carries the fields section 3 of the spec gives its entities (`carries`, entities.ts), and the
 * call did what it says, read back through other calls (`check`: a PATCH shows in the next GET,
 * a DELETE removes, a scope filters, a POST makes what the next GET lists). A row answered 400 on
 * purpose (`minimal`) must say why in `{message, field}`. A row without a check says why in
 * `unchecked`; the spec fails on a new row that has neither.
 *
 * Who may call:
 * - anyone: no token needed.
 * - visitor: any account, a temporary one too; without a token 401.
 * - registered: a registered account; a temporary one gets 423 (the RequireLogin prompt).
 * - verified: a verified account; an unverified one gets 412 NOT_VERIFIED.
 * - owner: the account the path's resource belongs to (or an admin); another shopper is refused.
 * - admin: admins only; a shopper gets 401.
 */
import { expect } from "vitest"
import type { Photo } from "@petshop/contract"
import type { Carries } from "./entities"

export type Who = "anyone" | "visitor" | "registered" | "verified" | "owner" | "admin"
export type Method = "GET" | "POST" | "PATCH" | "DELETE"

/** The real records a call's path and body point at, made before the calls are sent. */
export type Fixtures = {
  /** The verified shopper who owns the photo, painting, cart line, order and review. */
  accountId: string
  otherAccountId: string
  photoId: string
  paintingId: string
  cartItemId: string
  /** Medusa's cart of the owner (GET /api/stats/cart/{id}). */
  cartId: string
  orderId: string
  proofId: string
  /** A line of the order's fulfilment package (its print file can be replaced). */
  packageItemId: string
  styleId: string
  productId: string
  mediumId: string
  promoCodeId: string
  promoCode: string
  articleId: string
  reviewId: string
  serviceId: string
  taskId: string
  /** A small PNG as multipart, in a field of the caller's choice. */
  imageForm: (field: string, fields?: Record<string, string>) => FormData
  /** A fixture pet photo as multipart (field image), as the upload page sends it. */
  photoForm: () => FormData
  /** A fixture pet photo as a data URL (POST /api/photo/base64). */
  photoDataUrl: string
}

export type Call = {
  section: string
  method: Method
  /** With {placeholders} named after Fixtures keys. */
  path: string
  who: Who
  query?: (f: Fixtures) => Record<string, string>
  /** The request body. */
  body?: (f: Fixtures) => unknown
  /**
   * Why the allowed caller's call is answered 400 (a deliberately minimal or wrong body, or a
   * record in the wrong state). Without it the call must succeed (2xx).
   */
  minimal?: string
  /** False for calls the issues added beyond section 7 of the product spec (docs/api.md lists them all). */
  inSpec?: false
  /** The section 3 entities the allowed caller's answer carries, by where they are in it. */
  carries?: Carries
  /** What the call did, read back through other calls. */
  check?: Check
  /** Why the row's meaning is not checked here (and where it is, if anywhere). */
  unchecked?: string
}

/**
 * An answer as the checks read it: the status and the JSON body (a download's bytes as text).
 * Typed loosely on purpose: each check reads the answer as docs/api.md documents it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any
export type Answer = { status: number; data: Json }

/** Calls as one caller, for reading a call's effect back. */
export type Client = {
  get: (path: string, query?: Record<string, string>) => Promise<Answer>
  post: (path: string, body?: unknown) => Promise<Answer>
  patch: (path: string, body?: unknown) => Promise<Answer>
  delete: (path: string, query?: Record<string, string>) => Promise<Answer>
}

export type Context = {
  f: Fixtures
  anonymous: Client
  owner: Client
  other: Client
  admin: Client
  /** Calls with any token (a visitor the check made). */
  as: (token: string) => Client
  /** The newest e-mail of a template sent to an address, waited for a little (it goes out after the answer). */
  mail: (to: string, template: string) => Promise<{ text: string }>
}

export type Check = {
  /** What a user would notice, in words (the failure's message starts with it). */
  says: string
  /** Done before the call is sent (and before the refusal); what it answers goes to `then`. */
  before?: (c: Context) => Promise<Json>
  /** Reads the call's effect back and expects it. */
  then: (c: Context, answer: Answer, before: Json) => Promise<void>
}

const email = () => `contract-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`
/** The friend the owner refers, and a shopper who forgot their password (one e-mail each per run). */
const FRIEND = email()
const FORGETFUL = email()

/** A read that must succeed: its body. */
async function ok(answer: Promise<Answer>): Promise<Json> {
  const { status, data } = await answer
  expect(status, `a read back answered ${status} ${JSON.stringify(data).slice(0, 300)}`).toBeLessThan(300)
  return data
}

const idsOf = (list: Json[]): string[] => list.map((x) => x.id)

/** The owner's cart after a call, with its discount as a share of its subtotal. */
async function ownersCart(c: Context) {
  const cart = await ok(c.owner.get("/api/cart"))
  return { cart, share: cart.subtotal ? cart.discount / cart.subtotal : 0 }
}

/** The order's fulfilment as the admin's screen reads it (package and proofs). */
const fulfilment = (c: Context) => ok(c.admin.get(`/api/order/${c.f.orderId}/fulfillment`))
const packageItem = async (c: Context) => (await fulfilment(c)).fulfillmentPackage.items.find((i: Json) => i.id === c.f.packageItemId)

/** A download's bytes, as axios hands them over as text: a zip starts with PK. */
const isZip = (answer: Answer) => typeof answer.data === "string" && answer.data.startsWith("PK")

/** A list answer whose count is everyone in the period: with one page, the count is the list's length. */
function countsItsList(list: string) {
  return async (_c: Context, answer: Answer) => {
    const rows = answer.data[list] as Json[]
    expect(rows.length).toBeLessThan(answer.data.perPage)
    expect(answer.data.count).toBe(rows.length)
  }
}

export const CALLS: Call[] = [
  // Account
  {
    section: "Account",
    method: "GET",
    path: "/api/account",
    who: "anyone",
    query: () => ({ utm: "contract" }),
    carries: { "": "Account" },
    check: {
      says: "a new visitor's token opens the same account, which keeps its utm and answers with that token",
      then: async (c, { data }) => {
        expect(data.utm?.utm).toBe("contract")
        const again = await ok(c.as(data.token).get("/api/account"))
        expect([again.id, again.isTemp, again.token]).toEqual([data.id, true, data.token])
      },
    },
  },
  {
    section: "Account",
    method: "GET",
    path: "/api/account/{accountId}",
    who: "owner",
    carries: { "": "Account" },
    check: {
      says: "it is the account asked for; an admin reading it gets no token",
      then: async (c, { data }) => {
        expect(data.id).toBe(c.f.accountId)
        const asAdmin = await ok(c.admin.get(`/api/account/${c.f.accountId}`))
        expect(asAdmin.id).toBe(c.f.accountId)
        expect(asAdmin).not.toHaveProperty("token")
      },
    },
  },
  {
    section: "Account",
    method: "PATCH",
    path: "/api/account/update",
    who: "visitor",
    body: () => ({
      name: "Contract Tester",
      addresses: {
        shipping: {
          firstName: "Ada",
          lastName: "Lovelace",
          country: "USA",
          state: "CO",
          city: "Springfield",
          address1: "1 Main St",
          zipCode: "80202",
          phoneNumber: "303-555-0100",
        },
        isBillingSameAsShipping: true,
      },
    }),
    carries: { "": "Account", "addresses.shipping": "Address" },
    check: {
      says: "the next GET /api/account has the new name and address",
      then: async (c) => {
        const account = await ok(c.owner.get("/api/account"))
        expect([account.name, account.addresses.shipping?.city]).toEqual(["Contract Tester", "Springfield"])
      },
    },
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/login",
    who: "anyone",
    body: () => ({ email: email(), password: "not-the-password" }),
    minimal: "no such account",
  },
  {
    section: "Account",
    method: "GET",
    path: "/api/account/logout",
    who: "anyone",
    check: {
      says: "a visitor's token stops working once they log out",
      then: async (c) => {
        const visitor = await ok(c.anonymous.get("/api/account"))
        expect((await c.as(visitor.token).get("/api/account/logout")).status).toBe(204)
        const after = await ok(c.as(visitor.token).get("/api/account"))
        expect(after.id).not.toBe(visitor.id)
      },
    },
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/register",
    who: "visitor",
    body: () => ({ email: email(), password: "correct-horse-battery" }),
    minimal: "the owner is registered already",
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/resend_activation",
    who: "registered",
    minimal: "the owner is verified already",
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/forgot_password",
    who: "anyone",
    body: () => ({ email: FORGETFUL }),
    check: {
      says: "a registered address gets the reset e-mail, with a link to its account",
      before: async (c) => {
        const visitor = await ok(c.anonymous.get("/api/account"))
        await ok(c.as(visitor.token).post("/api/account/register", { email: FORGETFUL, password: "correct-horse-battery" }))
        return visitor.id
      },
      then: async (c, _answer, accountId) => expect((await c.mail(FORGETFUL, "password-reset")).text).toContain(accountId),
    },
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/{accountId}/reset_password",
    who: "anyone",
    body: () => ({ token: "not-a-token", password: "correct-horse-battery" }),
    minimal: "no reset e-mail was sent",
  },
  {
    section: "Account",
    method: "PATCH",
    path: "/api/account/update_password",
    who: "registered",
    body: () => ({ oldPassword: "wrong-password", password: "correct-horse-battery" }),
    minimal: "wrong current password",
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/refer",
    who: "registered",
    body: () => ({ email: FRIEND }),
    check: {
      says: "the friend gets the invitation",
      then: async (c) => expect((await c.mail(FRIEND, "referral-invite")).text).toMatch(/https?:\/\//),
    },
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/cart_reminders",
    who: "visitor",
    body: () => ({ value: false }),
    check: {
      says: "the account no longer gets cart reminders",
      then: async (c) => expect((await ok(c.owner.get("/api/account"))).cartReminders).toBe(false),
    },
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/newsletter",
    who: "visitor",
    body: () => ({ value: true }),
    check: {
      says: "the account gets the newsletter",
      then: async (c) => expect((await ok(c.owner.get("/api/account"))).newsletter).toBe(true),
    },
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/{otherAccountId}/ban",
    who: "admin",
    carries: { "": "Another's account" },
    check: {
      says: "the account shows banned and its token is refused",
      then: async (c) => {
        expect((await ok(c.admin.get(`/api/account/${c.f.otherAccountId}`))).isBanned).toBe(true)
        expect((await c.other.get("/api/wishlist")).status).toBe(401)
      },
    },
  },
  {
    section: "Account",
    method: "POST",
    path: "/api/account/{otherAccountId}/unban",
    who: "admin",
    carries: { "": "Another's account" },
    check: {
      says: "a banned account shows unbanned",
      before: async (c) => ok(c.admin.post(`/api/account/${c.f.otherAccountId}/ban`)),
      then: async (c) => expect((await ok(c.admin.get(`/api/account/${c.f.otherAccountId}`))).isBanned).toBe(false),
    },
  },
  {
    section: "Account",
    method: "GET",
    path: "/api/account/{accountId}/paintings",
    who: "owner",
    query: () => ({ inWishlist: "true" }),
    carries: { "": "Page" },
    check: {
      says: "the flags filter: nothing is in the wishlist, while the cart holds the owner's painting",
      then: async (c, { data }) => {
        expect(idsOf(data.paintings)).toEqual([])
        const inCart = await ok(c.owner.get(`/api/account/${c.f.accountId}/paintings`, { inCart: "true" }))
        expect(idsOf(inCart.paintings)).toEqual([c.f.paintingId])
      },
    },
  },
  {
    section: "Account",
    method: "GET",
    path: "/api/account/{accountId}/photos",
    who: "owner",
    carries: { "": "Page", "photos[]": "Photo" },
    check: { says: "it lists the owner's photo", then: async (c, { data }) => expect(idsOf(data.photos)).toContain(c.f.photoId) },
  },
  // The activation e-mail's link (section 8's 'Activation email sent.' leads here).
  {
    section: "Account",
    method: "POST",
    path: "/api/account/activate",
    who: "anyone",
    body: () => ({ token: "not-a-token" }),
    minimal: "no activation e-mail was sent",
    inSpec: false,
  },

  // Content
  {
    section: "Content",
    method: "GET",
    path: "/api/articles",
    who: "anyone",
    carries: { "": "Page", "articles[]": "Article summary" },
    check: { says: "it lists the published article", then: async (c, { data }) => expect(idsOf(data.articles)).toContain(c.f.articleId) },
  },
  {
    section: "Content",
    method: "GET",
    path: "/api/article/{articleId}",
    who: "anyone",
    carries: { "": "Article" },
    check: {
      says: "it is the article asked for, with its body",
      then: async (c, { data }) => expect([data.id, data.body]).toEqual([c.f.articleId, "Every call answers."]),
    },
  },
  {
    section: "Content",
    method: "GET",
    path: "/api/mediums",
    who: "anyone",
    carries: { "mediums[]": "Medium" },
    check: { says: "it lists the print in the cart", then: async (c, { data }) => expect(idsOf(data.mediums)).toContain(c.f.mediumId) },
  },
  {
    section: "Content",
    method: "GET",
    path: "/api/medium/{mediumId}",
    who: "anyone",
    carries: { "": "Medium" },
    check: {
      says: "it is the print asked for, with a price",
      then: async (c, { data }) => {
        expect(data.id).toBe(c.f.mediumId)
        expect(data.price).toBeGreaterThan(0)
      },
    },
  },
  {
    section: "Content",
    method: "GET",
    path: "/api/fx",
    who: "anyone",
    check: {
      says: "it rates every currency of the country table against USD",
      then: async (_c, { data }) => {
        expect(data.rates.USD).toBe(1)
        for (const currency of ["AUD", "CAD", "EUR", "GBP"]) expect(data.rates[currency], currency).toBeGreaterThan(0)
      },
    },
  },
  {
    section: "Content",
    method: "POST",
    path: "/api/log",
    who: "anyone",
    body: () => ({ service: "FRONTEND", level: "ERROR", message: "Contract test render error", url: "/contract" }),
    unchecked: "the report only goes to the server's log",
  },
  {
    section: "Content",
    method: "GET",
    path: "/api/countries",
    who: "anyone",
    inSpec: false,
    carries: { "countries[]": "Country" },
    check: {
      says: "it has section 3's countries with their currencies",
      then: async (_c, { data }) => {
        const currencies = Object.fromEntries(data.countries.map((x: Json) => [x.value, x.currency]))
        expect(currencies).toMatchObject({ AUS: "AUD", CAN: "CAD", ENG: "GBP", IRL: "EUR", SCT: "GBP", USA: "USD", WLS: "GBP" })
      },
    },
  },
  // The /search and /social-feed pages of section 2.
  {
    section: "Content",
    method: "GET",
    path: "/api/search",
    who: "anyone",
    query: () => ({ q: "contract article" }),
    inSpec: false,
    carries: { "": "Page" },
    check: {
      says: "it finds the published article by its title",
      then: async (c, { data }) => expect(idsOf(data.results)).toContain(c.f.articleId),
    },
  },
  {
    section: "Content",
    method: "GET",
    path: "/api/social-feed",
    who: "anyone",
    inSpec: false,
    carries: { "": "Page", "paintings[]": "Painting" },
    check: {
      says: "it shows public paintings only",
      then: async (_c, { data }) => expect(data.paintings.filter((p: Json) => !p.isPublic)).toEqual([]),
    },
  },

  // Cart
  {
    section: "Cart",
    method: "POST",
    path: "/api/cart",
    who: "visitor",
    body: (f) => ({ painting: f.paintingId, medium: f.mediumId, isRotated: false }),
    carries: { "": "Cart", "items[]": "Cart item" },
    check: {
      says: "the next GET /api/cart has the print twice, as answered",
      then: async (c, { data }) => {
        const cart = await ok(c.owner.get("/api/cart"))
        const lines = (x: Json) => x.items.map((i: Json) => [i.painting, i.medium, i.quantity])
        expect(lines(cart)).toEqual(lines(data))
        expect(lines(cart)).toContainEqual([c.f.paintingId, c.f.mediumId, 2])
      },
    },
  },
  {
    section: "Cart",
    method: "GET",
    path: "/api/cart",
    who: "visitor",
    carries: { "": "Cart", "items[]": "Cart item" },
    check: {
      says: "it holds the owner's print",
      then: async (c, { data }) => expect(data.items.map((i: Json) => [i.id, i.painting])).toEqual([[c.f.cartItemId, c.f.paintingId]]),
    },
  },
  {
    section: "Cart",
    method: "PATCH",
    path: "/api/cart/{cartItemId}",
    who: "owner",
    body: () => ({ quantity: 2 }),
    carries: { "": "Cart", "items[]": "Cart item" },
    check: {
      says: "the next GET /api/cart has the new quantity",
      then: async (c) => {
        const cart = await ok(c.owner.get("/api/cart"))
        expect(cart.items.find((i: Json) => i.id === c.f.cartItemId)?.quantity).toBe(2)
      },
    },
  },
  {
    section: "Cart",
    method: "DELETE",
    path: "/api/cart/{cartItemId}",
    who: "owner",
    check: {
      says: "the next GET /api/cart no longer has the line",
      then: async (c) => expect(idsOf((await ok(c.owner.get("/api/cart"))).items)).not.toContain(c.f.cartItemId),
    },
  },
  {
    section: "Cart",
    method: "POST",
    path: "/api/cart/send-reminder",
    who: "admin",
    body: (f) => ({ cartItemIds: [f.cartItemId] }),
    check: {
      says: "the cart records when it was reminded",
      then: async (c) => expect((await ok(c.admin.get(`/api/stats/cart/${c.f.cartId}`))).remindedAt).toEqual(expect.any(String)),
    },
  },
  {
    section: "Cart",
    method: "POST",
    path: "/api/cart/create-checkout-session",
    // A temporary account is asked to log in (423) before its cart is looked at.
    who: "registered",
    minimal: "the owner has no shipping address yet",
  },
  {
    section: "Cart",
    method: "POST",
    path: "/api/cart/verify-purchase",
    who: "visitor",
    body: () => ({ code: "cs_test_unknown" }),
    minimal: "no such checkout",
  },

  // Orders
  {
    section: "Orders",
    method: "GET",
    path: "/api/orders",
    who: "visitor",
    carries: { "": "Page", "orders[]": "Order" },
    check: { says: "it lists the owner's order", then: async (c, { data }) => expect(idsOf(data.orders)).toEqual([c.f.orderId]) },
  },
  {
    section: "Orders",
    method: "GET",
    path: "/api/admin/orders",
    who: "admin",
    carries: { "": "Page", "orders[]": "Order" },
    check: {
      says: "it lists the owner's order, which a search by its e-mail finds and another search does not",
      then: async (c, { data }) => {
        const order = data.orders.find((o: Json) => o.id === c.f.orderId)
        expect(order?.email).toEqual(expect.any(String))
        const found = await ok(c.admin.get("/api/admin/orders", { search: order.email.split("@")[0] }))
        expect(idsOf(found.orders)).toEqual([c.f.orderId])
        expect((await ok(c.admin.get("/api/admin/orders", { search: "nobody-ordered-this" }))).orders).toEqual([])
      },
    },
  },
  {
    section: "Orders",
    method: "GET",
    path: "/api/order/{orderId}",
    who: "owner",
    carries: { "": "Order" },
    check: {
      says: "it is the order asked for, with the painting it bought",
      then: async (c, { data }) => {
        expect(data.id).toBe(c.f.orderId)
        expect(data.cartStamp.map((l: Json) => l.painting)).toEqual([c.f.paintingId])
      },
    },
  },
  {
    section: "Orders",
    method: "POST",
    path: "/api/order",
    who: "admin",
    body: (f) => ({ email: "contract-client@example.com", country: "USA", items: [{ medium: f.mediumId, quantity: 1 }] }),
    carries: { "": "Order" },
    check: {
      says: "the admin's order list has the new order",
      then: async (c, { data }) => expect(idsOf((await ok(c.admin.get("/api/admin/orders"))).orders)).toContain(data.id),
    },
  },
  {
    section: "Orders",
    method: "PATCH",
    path: "/api/order/{orderId}",
    who: "admin",
    body: () => ({ notes: { misc: "Checked by the contract test." } }),
    carries: { "": "Order" },
    check: {
      says: "the next GET shows the note",
      then: async (c) => expect((await ok(c.admin.get(`/api/order/${c.f.orderId}`))).notes.misc).toBe("Checked by the contract test."),
    },
  },
  {
    section: "Orders",
    method: "POST",
    path: "/api/order/{orderId}/confirmation-shown",
    who: "owner",
    carries: { "": "Order" },
    check: {
      says: "the order remembers the confirmation was shown",
      then: async (c) => expect((await ok(c.owner.get(`/api/order/${c.f.orderId}`))).confirmationShown).toBe(true),
    },
  },
  {
    section: "Orders",
    method: "POST",
    path: "/api/order/{orderId}/send-client-email",
    who: "admin",
    body: () => ({ template: "order-shipped" }),
    carries: { order: "Order" },
    check: {
      says: "the order's communications record the e-mail",
      then: async (c) => {
        const order = await ok(c.admin.get(`/api/order/${c.f.orderId}`))
        expect(order.communications.map((m: Json) => m.template)).toContain("order-shipped")
      },
    },
  },
  {
    section: "Orders",
    method: "POST",
    path: "/api/order/{orderId}/init-fulfillment",
    who: "admin",
    carries: { order: "Order" },
    check: {
      says: "the order's fulfilment shows the package prepared",
      then: async (c, { data }) => expect((await fulfilment(c)).fulfillmentPackage.id).toBe(data.fulfillmentPackage.id),
    },
  },
  {
    section: "Orders",
    method: "GET",
    path: "/api/order/{orderId}/paintings",
    who: "owner",
    carries: { "paintings[]": "Painting" },
    check: { says: "it has the painting bought", then: async (c, { data }) => expect(idsOf(data.paintings)).toEqual([c.f.paintingId]) },
  },
  {
    section: "Orders",
    method: "GET",
    path: "/api/order/{orderId}/fulfillment-package",
    who: "admin",
    check: { says: "it is a zip", then: async (_c, answer) => expect(isZip(answer)).toBe(true) },
  },
  {
    section: "Orders",
    method: "POST",
    path: "/api/order/{orderId}/proof",
    who: "admin",
    body: (f) => f.imageForm("image"),
    check: {
      says: "the order's fulfilment lists the new proof",
      then: async (c, { data }) => expect(idsOf((await fulfilment(c)).proofs)).toContain(data.proof.id),
    },
  },
  {
    section: "Orders",
    method: "PATCH",
    path: "/api/order/{orderId}/update-fulfillment",
    who: "admin",
    body: () => ({ isReady: true }),
    carries: { "": "Order" },
    check: {
      says: "the order shows ready and the ready-to-send list has it",
      then: async (c) => {
        expect((await ok(c.admin.get(`/api/order/${c.f.orderId}`))).fulfillment.isReady).toBe(true)
        expect(idsOf((await ok(c.admin.get("/api/admin/orders", { readyToSend: "1" }))).orders)).toEqual([c.f.orderId])
      },
    },
  },
  {
    section: "Orders",
    method: "GET",
    path: "/api/orders/update",
    who: "admin",
    check: {
      says: "it went through every order",
      then: async (c, { data }) => expect(data.orders).toBe((await ok(c.admin.get("/api/admin/orders"))).count),
    },
  },
  {
    section: "Orders",
    method: "POST",
    path: "/api/order/fulfillment-image/{packageItemId}",
    who: "admin",
    body: (f) => f.imageForm("image"),
    check: {
      says: "the package item has the new print file",
      before: async (c) => (await packageItem(c)).replacement,
      then: async (c, _answer, before) => {
        const item = await packageItem(c)
        expect(item.print.isReplacement).toBe(true)
        expect(item.replacement.uploadedAt > before.uploadedAt).toBe(true)
      },
    },
  },
  {
    section: "Orders",
    method: "DELETE",
    path: "/api/order/fulfillment-image/{packageItemId}",
    who: "admin",
    check: {
      says: "the package item is back to the generated print file",
      then: async (c) => {
        const item = await packageItem(c)
        expect([item.replacement ?? null, item.print.isReplacement]).toEqual([null, false])
      },
    },
  },
  {
    section: "Orders",
    method: "DELETE",
    path: "/api/order/proof/{proofId}",
    who: "admin",
    check: {
      says: "the order's fulfilment no longer lists the proof",
      then: async (c) => expect(idsOf((await fulfilment(c)).proofs)).not.toContain(c.f.proofId),
    },
  },

  // Paintings
  {
    section: "Paintings",
    method: "GET",
    path: "/api/paintings",
    who: "anyone",
    query: () => ({ type: "image-to-image", scope: "isPublic", page: "1", perPage: "12" }),
    carries: { "": "Page", "paintings[]": "Painting" },
    check: {
      says: "scope isPublic shows public paintings only, none saying who made it",
      then: async (_c, { data }) => {
        expect(data.paintings.filter((p: Json) => !p.isPublic)).toEqual([])
        expect(data.paintings.filter((p: Json) => p.account !== null)).toEqual([])
      },
    },
  },
  // Share links: anyone sees a painting (watermarked); its owner also gets the clean images.
  {
    section: "Paintings",
    method: "GET",
    path: "/api/painting/{paintingId}",
    who: "anyone",
    carries: { "": "Painting" },
    check: {
      says: "anyone sees the painting without its account; its owner sees their account",
      then: async (c, { data }) => {
        expect([data.id, data.account]).toEqual([c.f.paintingId, null])
        expect((await ok(c.owner.get(`/api/painting/${c.f.paintingId}`))).account).toBe(c.f.accountId)
      },
    },
  },
  {
    section: "Paintings",
    method: "POST",
    path: "/api/painting",
    who: "verified",
    body: (f) => ({ photoId: f.photoId, styleId: f.styleId }),
    carries: { "": "Painting" },
    check: {
      says: "the next GET shows the new painting as POST answered it: its account, style and style route",
      then: async (c, { data }) => {
        expect(data.account).toBe(c.f.accountId)
        const read = await ok(c.owner.get(`/api/painting/${data.id}`))
        expect([read.account, read.style, read.routes.style]).toEqual([data.account, data.style, data.routes.style])
      },
    },
  },
  {
    section: "Paintings",
    method: "POST",
    path: "/api/paintings/bulk_create",
    who: "admin",
    body: (f) => ({ photosIds: [f.photoId], stylesIds: [] }),
    minimal: "no style",
  },
  {
    section: "Paintings",
    method: "POST",
    path: "/api/paintings/create-test-portrait",
    who: "admin",
    body: () => ({}),
    minimal: "no style",
  },
  {
    section: "Paintings",
    method: "GET",
    path: "/api/paintings/search_fields",
    who: "anyone",
    check: {
      says: "it offers the public scopes to anyone",
      then: async (_c, { data }) => {
        const scope = data.fields.find((x: Json) => x.name === "scope")
        expect(scope.values.map((v: Json) => v.value)).toEqual(["isPublic", "isFeatured"])
      },
    },
  },
  {
    section: "Paintings",
    method: "PATCH",
    path: "/api/painting/{paintingId}",
    who: "owner",
    body: () => ({ title: "Renamed by the contract test" }),
    carries: { "": "Painting" },
    check: {
      says: "the next GET has the new title",
      then: async (c) => expect((await ok(c.owner.get(`/api/painting/${c.f.paintingId}`))).title).toBe("Renamed by the contract test"),
    },
  },
  {
    section: "Paintings",
    method: "DELETE",
    path: "/api/painting/{paintingId}",
    who: "owner",
    check: {
      says: "the owner's paintings no longer list it",
      then: async (c) => expect(idsOf((await ok(c.owner.get(`/api/account/${c.f.accountId}/paintings`))).paintings)).toEqual([]),
    },
  },
  // Section 7 leaves these prefixes out; the shop serves them under the painting.
  {
    section: "Paintings",
    method: "POST",
    path: "/api/painting/{paintingId}/paint_hq",
    who: "owner",
    carries: { painting: "Painting" },
    check: {
      says: "a paint task for the painting is queued",
      then: async (c, { data }) => {
        const task = await ok(c.admin.get(`/api/task/${data.task}`))
        expect([task.type, task.subjectId]).toEqual(["paint", c.f.paintingId])
      },
    },
  },
  {
    section: "Paintings",
    method: "POST",
    path: "/api/painting/{paintingId}/remove_hq",
    who: "owner",
    carries: { "": "Painting" },
    unchecked: "the fixture painting has no HQ image to remove (painting one takes the worker seconds); paintings-api.spec.ts does both",
  },
  {
    section: "Paintings",
    method: "GET",
    path: "/api/painting/{paintingId}/fulfillment",
    who: "owner",
    check: { says: "it is a zip", then: async (_c, answer) => expect(isZip(answer)).toBe(true) },
  },

  // Photos
  {
    section: "Photos",
    method: "GET",
    path: "/api/photos",
    who: "visitor",
    query: () => ({ perPage: "50" }),
    carries: { "": "Page", "photos[]": "Photo" },
    check: { says: "it lists the owner's photo", then: async (c, { data }) => expect(idsOf(data.photos)).toEqual([c.f.photoId]) },
  },
  {
    section: "Photos",
    method: "GET",
    path: "/api/photo/{photoId}",
    who: "owner",
    carries: { "": "Photo", image: "Image object" },
    check: { says: "it is the photo asked for", then: async (c, { data }) => expect(data.id).toBe(c.f.photoId) },
  },
  {
    section: "Photos",
    method: "POST",
    path: "/api/photo/{photoId}/style-samples",
    who: "owner",
    inSpec: false,
    check: {
      says: "the photo is sampled in every public style, each sample the owner's to see",
      then: async (c, { data }) => {
        expect(data).toEqual({ queued: true })
        // The sampler also ran when the photo was analysed: asked again, it completes the same set.
        let photo = (await ok(c.owner.get(`/api/photo/${c.f.photoId}`))) as Photo
        for (let i = 0; i < 120 && !(photo.sampling && photo.sampling.done === photo.sampling.total); i++) {
          await new Promise((r) => setTimeout(r, 250))
          photo = (await ok(c.owner.get(`/api/photo/${c.f.photoId}`))) as Photo
        }
        expect(photo.sampling?.total).toBeGreaterThan(0)
        expect(photo.styleSamples).toHaveLength(photo.sampling!.total)
      },
    },
  },
  {
    section: "Photos",
    method: "DELETE",
    path: "/api/photo/{photoId}",
    who: "owner",
    check: {
      says: "the owner's photos no longer list it",
      then: async (c) => expect(idsOf((await ok(c.owner.get("/api/photos"))).photos)).not.toContain(c.f.photoId),
    },
  },
  {
    section: "Photos",
    method: "POST",
    path: "/api/photo",
    who: "visitor",
    body: (f) => f.photoForm(),
    carries: { "": "Photo" },
    check: {
      says: "the owner's photos list the new one",
      then: async (c, { data }) => expect(idsOf((await ok(c.owner.get("/api/photos"))).photos)).toContain(data.id),
    },
  },
  {
    section: "Photos",
    method: "POST",
    path: "/api/photo/base64",
    who: "visitor",
    body: (f) => ({ image: f.photoDataUrl }),
    carries: { "": "Photo" },
    check: {
      says: "the owner's photos list the new one",
      then: async (c, { data }) => expect(idsOf((await ok(c.owner.get("/api/photos"))).photos)).toContain(data.id),
    },
  },

  // Styles
  {
    section: "Styles",
    method: "GET",
    path: "/api/styles",
    who: "anyone",
    query: () => ({ scope: "isFeatured", perPage: "12" }),
    carries: { "": "Page", "styles[]": "Style" },
    check: {
      says: "scope isFeatured shows featured styles only",
      then: async (_c, { data }) => expect(data.styles.filter((s: Json) => !s.isFeatured)).toEqual([]),
    },
  },
  {
    section: "Styles",
    method: "GET",
    path: "/api/style/{styleId}",
    who: "anyone",
    carries: { "": "Style" },
    check: { says: "it is the style asked for", then: async (c, { data }) => expect(data.id).toBe(c.f.styleId) },
  },
  {
    section: "Styles",
    method: "PATCH",
    path: "/api/style/{styleId}",
    who: "admin",
    body: () => ({ description: "Described by the contract test." }),
    carries: { "": "Style" },
    check: {
      says: "the next GET has the new description",
      then: async (c) =>
        expect((await ok(c.anonymous.get(`/api/style/${c.f.styleId}`))).description).toBe("Described by the contract test."),
    },
  },
  {
    section: "Styles",
    method: "DELETE",
    path: "/api/style/{styleId}",
    who: "admin",
    check: {
      says: "the style is gone: its page answers 404",
      then: async (c) => expect((await c.anonymous.get(`/api/style/${c.f.styleId}`)).status).toBe(404),
    },
  },
  {
    section: "Styles",
    method: "POST",
    path: "/api/style",
    who: "admin",
    body: () => ({ type: "image-to-image", title: "Contract style", prompt: "a pet painted for the contract test", description: "x" }),
    carries: { "": "Style" },
    check: {
      says: "a style that cannot be painted yet starts hidden: admins open it at its route, shoppers get 404",
      then: async (c, { data }) => {
        expect([data.isPublic, data.route]).toEqual([false, `/styles/${data.id}`])
        expect((await ok(c.admin.get(`/api/style/${data.id}`))).route).toBe(data.route)
        expect((await c.anonymous.get(`/api/style/${data.id}`)).status).toBe(404)
      },
    },
  },
  {
    section: "Styles",
    method: "GET",
    path: "/api/style/{styleId}/paintings",
    who: "anyone",
    query: () => ({ perPage: "25" }),
    carries: { "": "Page", "paintings[]": "Painting" },
    check: {
      says: "it shows public paintings of that style only",
      then: async (c, { data }) => expect(data.paintings.filter((p: Json) => p.style !== c.f.styleId || !p.isPublic)).toEqual([]),
    },
  },
  {
    section: "Styles",
    method: "POST",
    path: "/api/style/{styleId}/example_image",
    who: "admin",
    body: (f) => ({ paintingId: f.paintingId }),
    carries: { style: "Style" },
    check: {
      says: "the style's first example is now the painting's image",
      before: async (c) => (await ok(c.anonymous.get(`/api/style/${c.f.styleId}`))).demoImages[0],
      then: async (c, { data }, before) => {
        const first = (await ok(c.anonymous.get(`/api/style/${c.f.styleId}`))).demoImages[0]
        expect(first).toEqual(data.style.demoImages[0])
        expect(first).not.toEqual(before)
      },
    },
  },
  {
    section: "Styles",
    method: "POST",
    path: "/api/style/{styleId}/public_image_from_painting/{paintingId}",
    who: "admin",
    carries: { style: "Style" },
    check: {
      says: "the style's public image is now the painting's",
      before: async (c) => (await ok(c.anonymous.get(`/api/style/${c.f.styleId}`))).publicImage,
      then: async (c, { data }, before) => {
        const image = (await ok(c.anonymous.get(`/api/style/${c.f.styleId}`))).publicImage
        expect(image).toEqual(data.style.publicImage)
        expect(image).not.toEqual(before)
      },
    },
  },
  {
    section: "Styles",
    method: "GET",
    path: "/api/styles/search_fields",
    who: "anyone",
    check: {
      says: "it offers anyone the public scopes, not all",
      then: async (_c, { data }) => {
        const scope = data.fields.find((x: Json) => x.name === "scope")
        expect(scope.values.map((v: Json) => v.value)).not.toContain("all")
      },
    },
  },
  { section: "Styles", method: "POST", path: "/api/style-layer", who: "admin", body: () => ({}), minimal: "empty body" },
  { section: "Styles", method: "PATCH", path: "/api/style-layer", who: "admin", body: () => ({}), minimal: "no layer id" },
  { section: "Styles", method: "DELETE", path: "/api/style-layer", who: "admin", minimal: "no layer id" },

  // Post-process (a style's settings, by style id)
  {
    section: "Post-process",
    method: "GET",
    path: "/api/post_process/{styleId}",
    who: "admin",
    carries: { "": "Post-process settings" },
    check: {
      says: "they are the style's settings, by layer",
      then: async (c, { data }) => {
        expect(data.styleId).toBe(c.f.styleId)
        const layers = ["photo", "segment", "faceMap", "noPost", "final", "noPostHq", "production"]
        expect(Object.keys(data.settings).filter((k) => !layers.includes(k))).toEqual([])
      },
    },
  },
  {
    section: "Post-process",
    method: "PATCH",
    path: "/api/post_process/{styleId}",
    who: "admin",
    body: () => ({ isDefault: true }),
    carries: { "": "Post-process settings" },
    check: {
      says: "the previous version goes to the history",
      before: async (c) => (await ok(c.admin.get(`/api/post_process/${c.f.styleId}`))).history.length,
      then: async (c, _answer, before) => {
        const settings = await ok(c.admin.get(`/api/post_process/${c.f.styleId}`))
        expect([settings.isDefault, settings.history.length]).toEqual([true, before + 1])
      },
    },
  },
  {
    section: "Post-process",
    method: "POST",
    path: "/api/post_process/{styleId}/apply",
    who: "admin",
    body: (f) => ({ paintingId: f.paintingId }),
    check: {
      says: "a paint task for the painting is queued",
      then: async (c, { data }) => {
        const task = await ok(c.admin.get(`/api/task/${data.task.id}`))
        expect([task.type, task.subjectId]).toEqual(["paint", c.f.paintingId])
      },
    },
  },
  {
    section: "Post-process",
    method: "POST",
    path: "/api/post_process/{styleId}/replace_painting_image",
    who: "admin",
    body: (f) => ({ paintingId: f.paintingId }),
    minimal: "the settings were not applied to the painting",
  },
  {
    section: "Post-process",
    method: "POST",
    path: "/api/post_process/{styleId}/use_as_example",
    who: "admin",
    body: (f) => ({ paintingId: f.paintingId }),
    minimal: "the settings were not applied to the painting",
  },

  // Products
  {
    section: "Products",
    method: "GET",
    path: "/api/products",
    who: "anyone",
    carries: { "products[]": "Product" },
    check: { says: "it lists the print's product", then: async (c, { data }) => expect(idsOf(data.products)).toContain(c.f.productId) },
  },
  {
    section: "Products",
    method: "GET",
    path: "/api/product/{productId}",
    who: "anyone",
    carries: { "": "Product" },
    check: { says: "it is the product asked for", then: async (c, { data }) => expect(data.id).toBe(c.f.productId) },
  },
  {
    section: "Products",
    method: "PATCH",
    path: "/api/product/{productId}",
    who: "admin",
    body: () => ({ description: "Described by the contract test." }),
    carries: { "": "Product" },
    check: {
      says: "the next GET has the new description",
      then: async (c) =>
        expect((await ok(c.anonymous.get(`/api/product/${c.f.productId}`))).description).toBe("Described by the contract test."),
    },
  },
  { section: "Products", method: "POST", path: "/api/product", who: "admin", body: () => ({}), minimal: "empty body" },

  // Promo codes
  {
    section: "Promo codes",
    method: "GET",
    path: "/api/promo_code/check",
    who: "visitor",
    query: (f) => ({ code: f.promoCode }),
    carries: { promoCode: "Promo code" },
    check: {
      says: "it is the voucher asked for, and the owner's cart qualifies",
      then: async (c, { data }) => expect([data.promoCode.id, data.applies]).toEqual([c.f.promoCodeId, true]),
    },
  },
  {
    section: "Promo codes",
    method: "GET",
    path: "/api/promo_code/{promoCodeId}",
    who: "admin",
    carries: { promoCode: "Promo code" },
    check: { says: "it is the voucher asked for", then: async (c, { data }) => expect(data.promoCode.id).toBe(c.f.promoCodeId) },
  },
  {
    section: "Promo codes",
    method: "GET",
    path: "/api/promo_codes",
    who: "admin",
    carries: { "": "Page", "promoCodes[]": "Promo code" },
    check: { says: "it lists the voucher", then: async (c, { data }) => expect(idsOf(data.promoCodes)).toContain(c.f.promoCodeId) },
  },
  {
    section: "Promo codes",
    method: "POST",
    path: "/api/promo_code/apply",
    who: "visitor",
    body: (f) => ({ code: f.promoCode }),
    carries: { cart: "Cart", "cart.items[]": "Cart item" },
    check: {
      says: "the owner's cart has the voucher and 10 % off",
      then: async (c) => {
        const { cart, share } = await ownersCart(c)
        expect(cart.promoCodes.map((p: Json) => p.code)).toEqual([c.f.promoCode])
        expect(share).toBeCloseTo(0.1, 2)
      },
    },
  },
  {
    section: "Promo codes",
    method: "POST",
    path: "/api/promo_code/cancel",
    who: "visitor",
    body: (f) => ({ code: f.promoCode }),
    check: {
      says: "the owner's cart loses the voucher and its discount",
      before: async (c) => ok(c.owner.post("/api/promo_code/apply", { code: c.f.promoCode })),
      then: async (c) => {
        const { cart, share } = await ownersCart(c)
        expect([cart.promoCodes, share]).toEqual([[], 0])
      },
    },
  },
  {
    section: "Promo codes",
    method: "POST",
    path: "/api/promo_code",
    who: "admin",
    body: () => ({ code: `C${Date.now()}`, discount: 15 }),
    carries: { promoCode: "Promo code" },
    check: {
      says: "the voucher list has the new voucher",
      then: async (c, { data }) => expect(idsOf((await ok(c.admin.get("/api/promo_codes"))).promoCodes)).toContain(data.promoCode.id),
    },
  },
  {
    section: "Promo codes",
    method: "PATCH",
    path: "/api/promo_code/{promoCodeId}",
    who: "admin",
    body: () => ({ discount: 20 }),
    carries: { promoCode: "Promo code" },
    check: {
      says: "a cart that has the voucher takes 20 % off from now on",
      before: async (c) => ok(c.owner.post("/api/promo_code/apply", { code: c.f.promoCode })),
      then: async (c) => {
        expect((await ok(c.admin.get(`/api/promo_code/${c.f.promoCodeId}`))).promoCode.discount).toBe(20)
        expect((await ownersCart(c)).share).toBeCloseTo(0.2, 2)
      },
    },
  },
  {
    section: "Promo codes",
    method: "DELETE",
    path: "/api/promo_code/{promoCodeId}",
    who: "admin",
    check: {
      says: "the voucher is gone, from carts that had it too",
      before: async (c) => ok(c.owner.post("/api/promo_code/apply", { code: c.f.promoCode })),
      then: async (c) => {
        expect((await c.admin.get(`/api/promo_code/${c.f.promoCodeId}`)).status).toBe(404)
        const { cart, share } = await ownersCart(c)
        expect([cart.promoCodes, share]).toEqual([[], 0])
      },
    },
  },

  // Reviews
  {
    section: "Reviews",
    method: "GET",
    path: "/api/reviews",
    who: "anyone",
    query: () => ({ scope: "isFeatured" }),
    carries: { "": "Page", "reviews[]": "Review" },
    check: {
      says: "scope isFeatured shows featured reviews only, and isPublic what all shows",
      then: async (c, { data }) => {
        expect(data.reviews.filter((r: Json) => !r.isFeatured)).toEqual([])
        const all = await ok(c.anonymous.get("/api/reviews", { scope: "all" }))
        expect(data.count).toBeLessThan(all.count)
        expect(idsOf((await ok(c.anonymous.get("/api/reviews", { scope: "isPublic" }))).reviews)).toEqual(idsOf(all.reviews))
      },
    },
  },
  {
    section: "Reviews",
    method: "POST",
    path: "/api/review",
    who: "verified",
    body: () => ({ rating: 5, text: "Our dog looks like a duke now, wonderful." }),
    carries: { "": "Full review" },
    check: {
      says: "the author's reviews list it; the public ones do not until an admin publishes it",
      then: async (c, { data }) => {
        expect(idsOf((await ok(c.owner.get("/api/reviews", { scope: "mine" }))).reviews)).toContain(data.id)
        expect(idsOf((await ok(c.anonymous.get("/api/reviews", { scope: "all", perPage: "100" }))).reviews)).not.toContain(data.id)
      },
    },
  },
  {
    section: "Reviews",
    method: "PATCH",
    path: "/api/review/{reviewId}",
    who: "owner",
    body: () => ({ text: "Even better on the wall, thank you." }),
    carries: { "": "Full review" },
    check: {
      says: "the author's reviews show the new text",
      then: async (c) => {
        const mine = await ok(c.owner.get("/api/reviews", { scope: "mine" }))
        expect(mine.reviews.find((r: Json) => r.id === c.f.reviewId)?.text).toBe("Even better on the wall, thank you.")
      },
    },
  },
  {
    section: "Reviews",
    method: "DELETE",
    path: "/api/review/{reviewId}",
    who: "owner",
    check: {
      says: "the author's reviews no longer list it",
      then: async (c) => expect(idsOf((await ok(c.owner.get("/api/reviews", { scope: "mine" }))).reviews)).not.toContain(c.f.reviewId),
    },
  },

  // Services and tasks
  {
    section: "Services and tasks",
    method: "GET",
    path: "/api/services",
    who: "admin",
    query: () => ({ timespan: "24h" }),
    carries: { "services[]": "Service" },
    check: { says: "it lists the worker seen lately", then: async (c, { data }) => expect(idsOf(data.services)).toContain(c.f.serviceId) },
  },
  {
    section: "Services and tasks",
    method: "PATCH",
    path: "/api/service/{serviceId}",
    who: "admin",
    body: () => ({ isEnabled: false }),
    check: {
      says: "the service list shows the worker disabled",
      then: async (c) => {
        const { services } = await ok(c.admin.get("/api/services", { timespan: "24h" }))
        expect(services.find((s: Json) => s.id === c.f.serviceId)?.isEnabled).toBe(false)
      },
    },
  },
  {
    section: "Services and tasks",
    method: "GET",
    path: "/api/service/{serviceId}/tasks",
    who: "admin",
    query: () => ({ timespan: "24h" }),
    carries: { "": "Page" },
    unchecked:
      "the worker record the fixtures make ran no task (the in-process worker keeps none); tasks-and-services.spec.ts lists one's tasks",
  },
  {
    section: "Services and tasks",
    method: "GET",
    path: "/api/task/{taskId}",
    who: "admin",
    carries: { "": "Task" },
    check: { says: "it is the task asked for", then: async (c, { data }) => expect(data.id).toBe(c.f.taskId) },
  },
  {
    section: "Services and tasks",
    method: "GET",
    path: "/api/tasks",
    who: "admin",
    carries: { "": "Page", "tasks[]": "Task" },
    check: {
      says: "it lists the tasks the worker ran, and type filters them",
      then: async (c, { data }) => {
        expect(idsOf(data.tasks)).toContain(c.f.taskId)
        const photos = await ok(c.admin.get("/api/tasks", { type: "photo" }))
        expect(photos.tasks.length).toBeGreaterThan(0)
        expect(photos.tasks.filter((t: Json) => t.type !== "photo")).toEqual([])
      },
    },
  },
  {
    section: "Services and tasks",
    method: "GET",
    path: "/api/tasks/latest",
    who: "admin",
    query: () => ({ timeDelta: "3600" }),
    carries: { "tasks[]": "Task" },
    check: {
      says: "it shows tasks changed within the hour",
      then: async (_c, { data }) => {
        const since = Date.parse(data.serverTime) - 3600_000
        expect(data.tasks.filter((t: Json) => Date.parse(t.lastUpdated) < since)).toEqual([])
      },
    },
  },
  { section: "Services and tasks", method: "POST", path: "/api/task/{taskId}/retry", who: "admin", minimal: "the task did not fail" },
  { section: "Services and tasks", method: "DELETE", path: "/api/task/{taskId}", who: "admin", minimal: "the task is finished" },

  // Statics and surveys
  {
    section: "Statics",
    method: "GET",
    path: "/api/statics",
    who: "admin",
    carries: { "": "Page" },
    check: { says: "its count is its list (none yet)", then: countsItsList("statics") },
  },
  {
    section: "Statics",
    method: "POST",
    path: "/api/static",
    who: "admin",
    body: (f) => f.imageForm("file", { title: "Contract banner" }),
    carries: { "": "Static" },
    check: {
      says: "the statics list the new image with its title",
      then: async (c, { data }) => {
        const { statics } = await ok(c.admin.get("/api/statics"))
        expect(statics.map((s: Json) => [s.id, s.title])).toContainEqual([data.id, "Contract banner"])
      },
    },
  },
  {
    section: "Surveys",
    method: "GET",
    path: "/api/surveys",
    who: "admin",
    carries: { "": "Page" },
    check: { says: "its count is its list (none yet)", then: countsItsList("surveys") },
  },
  {
    section: "Surveys",
    method: "POST",
    path: "/api/survey",
    who: "anyone",
    body: () => ({ question: "How did you hear about us?", answers: "A friend" }),
    check: {
      says: "the admin's surveys list the answer",
      then: async (c, { data }) => expect(idsOf((await ok(c.admin.get("/api/surveys"))).surveys)).toContain(data.id),
    },
  },

  // Stats
  {
    section: "Stats",
    method: "GET",
    path: "/api/stats",
    who: "admin",
    query: () => ({ timespan: "7d", scope: "accounts" }),
    check: {
      says: "it counts the accounts registered this week, day by day",
      then: async (_c, { data }) => {
        expect(data.scope).toBe("accounts")
        expect(data.totals.registered).toBeGreaterThan(0)
        expect(data.days.reduce((n: number, d: Json) => n + d.registered, 0)).toBe(data.totals.registered)
      },
    },
  },
  {
    section: "Stats",
    method: "GET",
    path: "/api/stats/cart/{cartId}",
    who: "admin",
    check: {
      says: "it is the cart asked for, with its owner and line",
      then: async (c, { data }) => {
        expect([data.id, data.customer.accountId]).toEqual([c.f.cartId, c.f.accountId])
        expect(idsOf(data.items)).toEqual([c.f.cartItemId])
      },
    },
  },
  {
    section: "Stats",
    method: "POST",
    path: "/api/stats",
    who: "admin",
    body: () => ({}),
    check: {
      says: "its clients are the clients list's count",
      then: async (c, { data }) => {
        expect(data.orders).toBeGreaterThan(0)
        expect(data.clients).toBe((await ok(c.admin.post("/api/stats/clients", {}))).count)
      },
    },
  },
  {
    section: "Stats",
    method: "POST",
    path: "/api/stats/registered",
    who: "admin",
    body: () => ({}),
    check: {
      says: "it lists the owner, and counts every account it lists",
      then: async (c, answer) => {
        expect(idsOf(answer.data.accounts)).toContain(c.f.accountId)
        await countsItsList("accounts")(c, answer)
      },
    },
  },
  {
    section: "Stats",
    method: "POST",
    path: "/api/stats/subscribers",
    who: "admin",
    body: () => ({}),
    check: {
      says: "it lists a subscriber, and counts every one it lists",
      before: async (c) => ok(c.owner.post("/api/account/newsletter", { value: true })),
      then: async (c, answer) => {
        expect(answer.data.subscribers.map((s: Json) => s.id)).toContain(c.f.accountId)
        await countsItsList("subscribers")(c, answer)
      },
    },
  },
  {
    section: "Stats",
    method: "POST",
    path: "/api/stats/clients",
    who: "admin",
    body: () => ({}),
    check: {
      says: "with two clients it lists and counts both",
      before: async (c) =>
        ok(
          c.admin.post("/api/order", { email: "second-client@example.com", country: "USA", items: [{ medium: c.f.mediumId, quantity: 1 }] })
        ),
      then: async (c, answer) => {
        expect(answer.data.clients.map((x: Json) => x.email)).toEqual(expect.arrayContaining(["second-client@example.com"]))
        expect(answer.data.clients.length).toBe(2)
        await countsItsList("clients")(c, answer)
      },
    },
  },
  {
    section: "Stats",
    method: "POST",
    path: "/api/stats/added-to-cart",
    who: "admin",
    body: () => ({}),
    check: {
      says: "it lists the owner's cart line, and counts every line it lists",
      then: async (c, answer) => {
        expect(idsOf(answer.data.items)).toContain(c.f.cartItemId)
        await countsItsList("items")(c, answer)
      },
    },
  },

  // Wishlist
  {
    section: "Wishlist",
    method: "GET",
    path: "/api/wishlist",
    who: "visitor",
    carries: { "": "Wishlist", "paintings[]": "Painting" },
    check: {
      says: "it has the painting added",
      before: async (c) => ok(c.owner.post("/api/wishlist", { uuid: c.f.paintingId })),
      then: async (c, { data }) => expect(idsOf(data.paintings)).toEqual([c.f.paintingId]),
    },
  },
  {
    section: "Wishlist",
    method: "POST",
    path: "/api/wishlist",
    who: "visitor",
    body: (f) => ({ uuid: f.paintingId }),
    carries: { "": "Wishlist", "paintings[]": "Painting" },
    check: {
      says: "the next GET has the painting",
      then: async (c) => expect(idsOf((await ok(c.owner.get("/api/wishlist"))).paintings)).toEqual([c.f.paintingId]),
    },
  },
  {
    section: "Wishlist",
    method: "DELETE",
    path: "/api/wishlist",
    who: "visitor",
    query: (f) => ({ uuid: f.paintingId }),
    carries: { "": "Wishlist" },
    check: {
      says: "the next GET no longer has the painting",
      before: async (c) => ok(c.owner.post("/api/wishlist", { uuid: c.f.paintingId })),
      then: async (c) => expect(idsOf((await ok(c.owner.get("/api/wishlist"))).paintings)).toEqual([]),
    },
  },
]

/** A path template with its {placeholders} filled from the fixtures. */
export function fillPath(path: string, f: Fixtures): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = (f as unknown as Record<string, unknown>)[key]
    if (typeof value !== "string" || !value) throw new Error(`No fixture for {${key}} in ${path}`)
    return encodeURIComponent(value)
  })
}

/** A path with every {placeholder} made the same, to compare the table with the spec's text. */
export const pathShape = (path: string) => path.replace(/\{[^}]*\}/g, "{}").replace(/\/+$/, "")
