/**
 * The wishlist (GET/POST/DELETE /api/wishlist {uuid}) and an account's work
 * (GET /api/account/{id}/paintings?inWishlist|inCart|inOrders, GET /api/account/{id}/photos):
 * who may call them, what they answer, bad input, and the wishlist carried over on login.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { WISHLISTS_MODULE, type WishlistsModuleService } from "../../src/modules/wishlists"
import { beforeAll, expect, it } from "vitest"
import { registerShopper } from "../helpers/accounts"
import { customerOf } from "../helpers/cart"
import { makePainting, placeOrder, variantBySku } from "../helpers/orders"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

type Shopper = { token: string; account: { id: string }; customerId: string }

const painting = (container: MedusaContainer) => container.resolve<PaintingModuleService>(PAINTING_MODULE)
const ids = (list: { id: string }[]) => list.map((p) => p.id)

/** A photo of the customer's, straight in the module (the upload has its own spec). */
async function makePhoto(container: MedusaContainer, customerId: string) {
  const [photo] = await painting(container).createPhotos([
    { original_file_id: "file_fixture", mime_type: "image/png", size_bytes: 1000, status: "analysed", description: "a tabby cat" },
  ])
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [PAINTING_MODULE]: { photo_id: photo.id },
    [Modules.CUSTOMER]: { customer_id: customerId },
  })
  return photo
}

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let poster: string

    beforeAll(async () => {
      // A 2:3 poster: the shape of the paintings this spec makes.
      poster = await variantBySku(getContainer(), "POSTER-12X18-NONE-UNSIGNED")
    })

    async function shopper(kind: "verified" | "admin" | "temporary" = "verified"): Promise<Shopper> {
      const s = await makeShopper(api, getContainer(), kind)
      return { ...s, customerId: await customerOf(getContainer(), s.account.id) }
    }

    async function publicPainting(title = "Public pug") {
      const owner = await shopper()
      const p = await makePainting(getContainer(), owner.customerId, title)
      await painting(getContainer()).updatePaintings({ id: p.id, is_public: true })
      return p
    }

    const wishlist = async (token: string) => (await api.get("/api/wishlist", withToken(token))).data

    // ---------------------------------------------------------------------------------
    // /api/wishlist

    it("adds public paintings and one's own, lists them newest first, and removes them", async () => {
      const me = await shopper()
      const mine = await makePainting(getContainer(), me.customerId, "My cat")
      const theirs = await publicPainting()

      expect(await wishlist(me.token)).toEqual({ paintings: [] })
      const added = await api.post("/api/wishlist", { uuid: theirs.id }, withToken(me.token))
      expect(added.status).toBe(200)
      expect(ids(added.data.paintings)).toEqual([theirs.id])
      await api.post("/api/wishlist", { uuid: mine.id }, withToken(me.token))
      // Adding again changes nothing.
      await api.post("/api/wishlist", { uuid: mine.id }, withToken(me.token))

      const list = await wishlist(me.token)
      expect(ids(list.paintings)).toEqual([mine.id, theirs.id])
      const [own, other] = list.paintings
      expect(own).toMatchObject({ uuid: mine.id, title: "My cat", routes: { page: `/artwork/${mine.id}` } })
      // Clean images go only to buyers and staff (issue 18): not with the owner's own unbought painting, nor someone else's.
      expect([own.noWatermark, own.productionImage, other.noWatermark, other.productionImage]).toEqual([null, null, null, null])

      const removed = await api.delete("/api/wishlist", { ...withToken(me.token), data: { uuid: theirs.id } })
      expect(removed.status).toBe(200)
      expect(ids(removed.data.paintings)).toEqual([mine.id])
      // Removing what is not there is no error; ?uuid= works for clients that drop a DELETE body.
      expect((await api.delete(`/api/wishlist?uuid=${theirs.id}`, withToken(me.token))).status).toBe(200)
      await api.delete(`/api/wishlist?uuid=${mine.id}`, withToken(me.token))
      expect(await wishlist(me.token)).toEqual({ paintings: [] })
    })

    it("answers 404 for someone else's private painting or a missing one, and hides deleted ones", async () => {
      const me = await shopper()
      const owner = await shopper()
      const privateOne = await makePainting(getContainer(), owner.customerId, "Private")
      for (const uuid of [privateOne.id, "paint_missing"]) {
        expect(await settle(api.post("/api/wishlist", { uuid }, withToken(me.token)))).toMatchObject({
          status: 404,
          data: { message: "Painting not found." },
        })
      }
      const admin = await shopper("admin")
      expect((await api.post("/api/wishlist", { uuid: privateOne.id }, withToken(admin.token))).status).toBe(200)

      const gone = await publicPainting("Soon gone")
      await api.post("/api/wishlist", { uuid: gone.id }, withToken(me.token))
      await painting(getContainer()).softDeletePaintings(gone.id)
      expect(await wishlist(me.token)).toEqual({ paintings: [] })
    })

    it("needs an account (401 without a token or with a banned one) and a uuid (400)", async () => {
      const theirs = await publicPainting()
      expect((await settle(api.get("/api/wishlist"))).status).toBe(401)
      expect((await settle(api.post("/api/wishlist", { uuid: theirs.id }))).status).toBe(401)
      expect((await settle(api.delete("/api/wishlist", { data: { uuid: theirs.id } }))).status).toBe(401)
      const banned = await shopper()
      await getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts({ id: banned.account.id, is_banned: true })
      expect((await settle(api.get("/api/wishlist", withToken(banned.token)))).status).toBe(401)

      const me = await shopper()
      for (const body of [{}, { uuid: "" }, { uuid: 42 }, { uuid: "x".repeat(101) }]) {
        expect(await settle(api.post("/api/wishlist", body, withToken(me.token)))).toMatchObject({
          status: 400,
          data: { field: "uuid", message: "Which painting? Give its uuid." },
        })
      }
      expect(await settle(api.delete("/api/wishlist", withToken(me.token)))).toMatchObject({ status: 400, data: { field: "uuid" } })
    })

    it("lets a visitor keep a wishlist that carries over when they log in", async () => {
      const registered = await registerShopper(api)
      const a = await publicPainting("A")
      const b = await publicPainting("B")
      await api.post("/api/wishlist", { uuid: a.id }, withToken(registered.token))

      const visitor = await shopper("temporary")
      await api.post("/api/wishlist", { uuid: a.id }, withToken(visitor.token))
      await api.post("/api/wishlist", { uuid: b.id }, withToken(visitor.token))
      expect(ids((await wishlist(visitor.token)).paintings)).toEqual([b.id, a.id])

      const login = await api.post(
        "/api/account/login",
        { email: registered.email, password: registered.password },
        withToken(visitor.token)
      )
      const merged = await wishlist(login.data.token)
      expect(ids(merged.paintings).sort()).toEqual([a.id, b.id].sort())
      const items = await getContainer()
        .resolve<WishlistsModuleService>(WISHLISTS_MODULE)
        .listWishlistItems({ painting_id: [a.id, b.id] })
      expect(items).toHaveLength(2)
    })

    // ---------------------------------------------------------------------------------
    // /api/account/{id}/paintings and /photos

    it("lists an account's paintings, and those in its wishlist, cart and orders", async () => {
      const me = await shopper()
      const inWishlist = await makePainting(getContainer(), me.customerId, "Wished")
      const inCart = await makePainting(getContainer(), me.customerId, "Carted")
      const ordered = await makePainting(getContainer(), me.customerId, "Ordered")
      const someoneElses = await publicPainting("Someone else's")
      await api.post("/api/wishlist", { uuid: inWishlist.id }, withToken(me.token))
      await api.post("/api/wishlist", { uuid: someoneElses.id }, withToken(me.token))
      await api.post("/api/cart", { painting: inCart.id }, withToken(me.token))
      await placeOrder(getContainer(), { customerId: me.customerId, variantId: poster, paintingId: ordered.id })

      const url = (query = "") => `/api/account/${me.account.id}/paintings${query}`
      const all = (await api.get(url(), withToken(me.token))).data
      expect(all).toMatchObject({ count: 3, page: 1, perPage: 50 })
      expect(ids(all.paintings)).toEqual([ordered.id, inCart.id, inWishlist.id])
      expect(all.paintings[0].productionImage).not.toBeNull()

      const wished = (await api.get(url("?inWishlist"), withToken(me.token))).data
      expect(ids(wished.paintings)).toEqual([someoneElses.id, inWishlist.id])
      expect(wished.paintings[0].productionImage).toBeNull()
      expect(ids((await api.get(url("?inCart=true"), withToken(me.token))).data.paintings)).toEqual([inCart.id])
      const orders = await pollUntil(
        async () => (await api.get(url("?inOrders=1"), withToken(me.token))).data,
        (d) => d.count > 0,
        30_000
      )
      expect(ids(orders.paintings)).toEqual([ordered.id])
      expect((await api.get(url("?inWishlist&inCart"), withToken(me.token))).data.count).toBe(0)
      expect((await api.get(url("?inWishlist=false&perPage=2&page=2"), withToken(me.token))).data).toMatchObject({
        count: 3,
        perPage: 2,
        paintings: [{ id: inWishlist.id }],
      })

      // An admin sees any account's list.
      const admin = await shopper("admin")
      expect(ids((await api.get(url("?inCart"), withToken(admin.token))).data.paintings)).toEqual([inCart.id])
    })

    it("lists an account's photos, newest first", async () => {
      const me = await shopper()
      const first = await makePhoto(getContainer(), me.customerId)
      const second = await makePhoto(getContainer(), me.customerId)
      const other = await shopper()
      await makePhoto(getContainer(), other.customerId)
      const { data } = await api.get(`/api/account/${me.account.id}/photos`, withToken(me.token))
      expect(data).toMatchObject({ count: 2, page: 1, perPage: 50 })
      expect(ids(data.photos)).toEqual([second.id, first.id])
      expect(data.photos[0]).toMatchObject({ uuid: second.id, status: "analysed", description: "a tabby cat" })
      const admin = await shopper("admin")
      expect((await api.get(`/api/account/${me.account.id}/photos?perPage=1`, withToken(admin.token))).data).toMatchObject({
        count: 2,
        photos: [{ id: second.id }],
      })
    })

    it("refuses other accounts' lists (401), unknown accounts (404 for admins) and bad filters (400)", async () => {
      const me = await shopper()
      const other = await shopper()
      const temporary = await shopper("temporary")
      for (const path of ["paintings", "photos"]) {
        const url = `/api/account/${me.account.id}/${path}`
        expect((await settle(api.get(url))).status).toBe(401)
        expect((await settle(api.get(url, withToken(other.token)))).status).toBe(401)
        expect((await settle(api.get(url, withToken(temporary.token)))).status).toBe(401)
        // A visitor sees their own.
        expect((await api.get(`/api/account/${temporary.account.id}/${path}`, withToken(temporary.token))).status).toBe(200)
        const admin = await shopper("admin")
        expect(await settle(api.get(`/api/account/acc_missing/${path}`, withToken(admin.token)))).toMatchObject({
          status: 404,
          data: { message: "Account not found." },
        })
        expect(await settle(api.get(`${url}?perPage=0`, withToken(me.token)))).toMatchObject({ status: 400, data: { field: "perPage" } })
      }
      const paintings = `/api/account/${me.account.id}/paintings`
      for (const query of ["?inWishlist=yes", "?inCart=2", "?inOrders=true&inOrders=false"]) {
        const res = await settle(api.get(`${paintings}${query}`, withToken(me.token)))
        expect(res.status, query).toBe(400)
        expect(res.data.field).toMatch(/^in(Wishlist|Cart|Orders)/)
      }
    })
  },
})
