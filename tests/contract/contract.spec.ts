/**
 * The /api/* contract (issue 8): every call of calls.ts, sent as a caller it allows, is
 * served (it succeeds, or answers 400 where its row says why: never 404 or 5xx), and sent as
 * the nearest caller it does not allow, is refused; and the table and the project's list of
 * calls in docs/api.md match call for call, with the same callers. The paths point at real records made first: a verified shopper
 * with an analysed photo and a painting the in-process worker finished, a cart line, a paid
 * order with its fulfilment package and a proof, a style, a promo code, an article, a review,
 * and the tasks the worker ran.
 *
 * Each allowed answer is also read for its meaning (issue 26, item 4): the section 3 fields of
 * what it returns (a row's `carries`), parsed with the answer schemas of @petshop/contract where
 * the entity has one (issue 19), the `{message, field}` of a deliberate 400, and the row's
 * `check`, a side effect read back through other calls.
 *
 * Runs in the integration suite (Medusa's runner boots the backend from source):
 *   cd backend && npx vitest run --config vitest.integration.config.mts ../tests/contract/contract.spec.ts
 * The runner puts the database back to how the fixtures left it before each test, so a DELETE
 * in one row does not take another row's record away.
 */
import { Modules } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../../backend/integration-tests/helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { readFileSync } from "node:fs"
import sharp from "sharp"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { fixturePhoto } from "../../backend/integration-tests/helpers/fixtures"
import { giveProductionImage } from "../../backend/integration-tests/helpers/fulfillment"
import { useInProcessWorker } from "../../backend/integration-tests/helpers/in-process-worker"
import { placeOrder } from "../../backend/integration-tests/helpers/orders"
import { withToken } from "../../backend/integration-tests/helpers/shop-api"
import { analysedPhoto, makeShopper, photoForm } from "../../backend/integration-tests/helpers/shoppers"
import { pollUntil, waitForPainting } from "../../backend/integration-tests/helpers/wait"
import { customerOf } from "../../backend/integration-tests/helpers/cart"
import { useTempOutbox } from "../../backend/integration-tests/helpers/outbox"
import { CALLS, fillPath, pathShape, type Answer, type Call, type Client, type Context, type Fixtures, type Who } from "./calls"
import { documentedCalls, readApiDoc } from "./api-doc-paths"
import { missingFields } from "./entities"
import { schemaProblems } from "./schemas"

type Caller = { token?: string; label: string }
/** The runner's axios client, as far as send() uses it. */
type RequestClient = { request: (config: Record<string, unknown>) => Promise<Answer> }

/**
 * Who is refused a call, and how (spec sections 6 and 8): the nearest caller below the row's
 * rule, the one a wrong check would most likely let through.
 */
const REFUSED: Record<Exclude<Who, "anyone">, { caller: "anonymous" | "visitor" | "unverified" | "other"; statuses: number[] }> = {
  visitor: { caller: "anonymous", statuses: [401] },
  registered: { caller: "visitor", statuses: [423] },
  verified: { caller: "unverified", statuses: [412] },
  // Another shopper's records are not theirs to know about: 404 is as good a refusal as 401.
  owner: { caller: "other", statuses: [401, 403, 404] },
  admin: { caller: "other", statuses: [401, 403] },
}

// The e-mails the calls send, in a folder of this run's own (read back by the rows' checks).
const outbox = useTempOutbox()

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    const f = {} as Fixtures
    const callers = {} as Record<"anonymous" | "visitor" | "unverified" | "other" | "owner" | "admin", Caller>

    const request = async (method: Call["method"], url: string, token: string | undefined, params?: unknown, data?: unknown) => {
      const response = await (api as unknown as RequestClient).request({
        method,
        url,
        params,
        data,
        headers: token ? { authorization: `Token ${token}` } : {},
        validateStatus: () => true,
      })
      return { status: response.status, data: response.data }
    }
    const send = (call: Call, caller: Caller): Promise<Answer> =>
      request(call.method, fillPath(call.path, f), caller.token, call.query?.(f), call.body?.(f))

    const clientOf = (token?: string): Client => ({
      get: (path, query) => request("GET", path, token, query),
      post: (path, body) => request("POST", path, token, undefined, body ?? {}),
      patch: (path, body) => request("PATCH", path, token, undefined, body ?? {}),
      delete: (path, query) => request("DELETE", path, token, query),
    })
    const context = (): Context => ({
      f,
      anonymous: clientOf(),
      owner: clientOf(callers.owner.token),
      other: clientOf(callers.other.token),
      admin: clientOf(callers.admin.token),
      as: clientOf,
      mail: (to, template) => outbox.latest(to, template),
    })

    beforeAll(async () => {
      const container = getContainer()
      const [admin, owner, other, visitor, unverified] = await Promise.all(
        (["admin", "verified", "verified", "temporary", "unverified"] as const).map((kind) => makeShopper(api, container, kind))
      )
      Object.assign(callers, {
        anonymous: { label: "anonymous" },
        visitor: { token: visitor.token, label: "temporary visitor" },
        unverified: { token: unverified.token, label: "unverified shopper" },
        other: { token: other.token, label: "other shopper" },
        owner: { token: owner.token, label: "owner" },
        admin: { token: admin.token, label: "admin" },
      })
      const asOwner = withToken(owner.token)
      const asAdmin = withToken(admin.token)
      f.accountId = owner.account.id
      f.otherAccountId = other.account.id
      // A portrait PNG (print files must keep the print's orientation).
      const png = await sharp({ create: { width: 60, height: 90, channels: 3, background: { r: 200, g: 120, b: 40 } } })
        .png()
        .toBuffer()
      f.imageForm = (field, fields = {}) => {
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.append(k, v)
        form.append(field, new Blob([new Uint8Array(png)], { type: "image/png" }), "contract.png")
        return form
      }
      f.photoForm = () => photoForm("cat-chelsea.png")
      f.photoDataUrl = `data:image/jpeg;base64,${readFileSync(fixturePhoto("dog-beagle-landscape.jpg")).toString("base64")}`

      // A photo the worker analysed, painted in a public image-to-image style.
      const photo = await analysedPhoto(api, owner.token)
      f.photoId = photo.id
      const { data: styles } = await api.get("/api/styles?scope=isPublic&perPage=50")
      const style = styles.styles.find((s: { type: string }) => s.type === "image-to-image") ?? styles.styles[0]
      f.styleId = style.id
      const { data: started } = await api.post("/api/painting", { photoId: f.photoId, styleId: f.styleId }, asOwner)
      const painting = await waitForPainting(api, owner.token, started.id)
      if (painting.status !== "complete") throw new Error(`The fixture painting ended ${painting.status}`)
      f.paintingId = painting.id
      await giveProductionImage(container, painting.id)

      // A cart line of a print that fits the painting, and Medusa's cart behind it.
      const { data: mediums } = await api.get("/api/mediums")
      const fits = (m: { width: number; height: number }) => Math.abs(m.width / m.height - 512 / 768) < 0.01
      const medium = mediums.mediums.find(fits) ?? mediums.mediums[0]
      f.mediumId = medium.id
      f.productId = medium.product
      await api.post("/api/cart", { painting: f.paintingId, medium: f.mediumId }, asOwner)
      const { data: cart } = await api.get("/api/cart", asOwner)
      f.cartItemId = cart.items[0]?.id
      const customerId = await customerOf(container, owner.account.id)
      const carts = await container.resolve(Modules.CART).listCarts({ customer_id: customerId }, { select: ["id", "completed_at"] })
      f.cartId = carts.find((c) => !c.completed_at)!.id

      // A paid order of that print, with its fulfilment package and a proof.
      f.orderId = await placeOrder(container, { customerId, variantId: f.mediumId, paintingId: f.paintingId })
      await pollUntil(
        async () => (await api.get(`/api/order/${f.orderId}`, asAdmin)).data,
        (o) => o.cartStamp?.length > 0,
        30_000
      )
      await api.post(`/api/order/${f.orderId}/init-fulfillment`, {}, asAdmin)
      const proof = await api.post(`/api/order/${f.orderId}/proof`, f.imageForm("image"), asAdmin)
      const { data: fulfilment } = await api.get(`/api/order/${f.orderId}/fulfillment`, asAdmin)
      f.proofId = proof.data.proof?.id
      f.packageItemId = fulfilment.fulfillmentPackage?.items?.[0]?.id
      // A replacement print file, so that removing it has something to remove.
      await api.post(`/api/order/fulfillment-image/${f.packageItemId}`, f.imageForm("image"), asAdmin)

      // Content and admin records.
      const promo = await api.post("/api/promo_code", { code: "CONTRACT10", discount: 10 }, asAdmin)
      f.promoCodeId = promo.data.promoCode.id
      f.promoCode = promo.data.promoCode.code
      const article = await api.post("/api/article", { title: "Contract article", body: "Every call answers.", published: true }, asAdmin)
      f.articleId = article.data.id
      const review = await api.post("/api/review", { rating: 5, text: "Lovely colours and quick delivery." }, asOwner)
      f.reviewId = review.data.id
      // The in-process worker keeps no service record (the worker process does); one as it writes it.
      const [service] = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createWorkerServices([
        {
          name: "contract-worker",
          hostname: "contract",
          pid: process.pid,
          queues: ["photo", "paint"],
          started_at: new Date(),
          last_heartbeat_at: new Date(),
        },
      ])
      f.serviceId = service.id
      const { data: tasks } = await api.get("/api/tasks", asAdmin)
      f.taskId = tasks.tasks[0]?.id

      const missing = Object.entries(f).filter(([, v]) => v === undefined || v === null || v === "")
      if (missing.length) throw new Error(`Fixtures not made: ${missing.map(([k]) => k).join(", ")}`)
    })

    // A call that queues work (an apply, a retry, an HQ render) is done only when its job is:
    // the next call starts from the restored database, and a job still running would write
    // into it (a painting "still being applied" to the call after an apply).
    afterEach(async () => {
      const paintings = getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
      const busy = (counts: Record<string, Record<string, number>>) =>
        Object.values(counts).reduce((n, c) => n + (c.waiting ?? 0) + (c.active ?? 0) + (c.delayed ?? 0), 0)
      const left = await pollUntil(
        () => paintings.queueCounts(),
        (c) => busy(c) === 0,
        60_000,
        100
      )
      expect(busy(left), `jobs still queued after the call: ${JSON.stringify(left)}`).toBe(0)
    })

    describe("the list of calls in docs/api.md", () => {
      const key = (c: { method: string; path: string }) => `${c.method} ${pathShape(c.path)}`

      it("has a row in the contract table for every call it documents", () => {
        const documented = documentedCalls(readApiDoc())
        expect(documented.length).toBeGreaterThan(110)
        const rows = new Set(CALLS.map(key))
        expect(documented.filter((c) => !rows.has(key(c))).map((c) => `${c.method} ${c.path}`)).toEqual([])
      })

      it("documents every row of the table", () => {
        const documented = new Set(documentedCalls(readApiDoc()).map(key))
        expect(CALLS.filter((c) => !documented.has(key(c))).map((c) => `${c.method} ${c.path}`)).toEqual([])
      })

      it("says who may make each call as the table does", () => {
        const who = new Map(CALLS.map((c) => [key(c), c.who]))
        const differ = documentedCalls(readApiDoc()).filter((c) => who.has(key(c)) && who.get(key(c)) !== c.who)
        expect(differ.map((c) => `${c.method} ${c.path}: docs/api.md says ${c.who}, the table ${who.get(key(c))}`)).toEqual([])
      })

      it("has no row twice", () => {
        const keys = CALLS.map((c) => `${c.method} ${pathShape(c.path)}`)
        expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
      })
    })

    describe(`the ${CALLS.length} calls of the contract`, () => {
      it.each(CALLS.map((c) => [`${c.method} ${c.path} (${c.who})`, c] as const))("%s", async (_name, call) => {
        const before = await call.check?.before?.(context())
        // The refusal first: it must change nothing the allowed call relies on.
        if (call.who !== "anyone") {
          const rule = REFUSED[call.who]
          const answer = await send(call, callers[rule.caller])
          expect(
            rule.statuses,
            `${callers[rule.caller].label} got ${answer.status} ${JSON.stringify(answer.data).slice(0, 200)}`
          ).toContain(answer.status)
        }
        const allowed = call.who === "anyone" ? callers.anonymous : call.who === "admin" ? callers.admin : callers.owner
        const answer = await send(call, allowed)
        const said = `${allowed.label} got ${answer.status} ${JSON.stringify(answer.data).slice(0, 300)}`
        expect(answer.status, said).not.toBe(404)
        expect(answer.status, said).toBeLessThan(500)
        expect([401, 403, 412, 423], said).not.toContain(answer.status)
        // With real records and a proper body the call succeeds; a row says why when it cannot.
        if (call.minimal) expect(answer.status, `${said} (${call.minimal})`).toBe(400)
        else expect(answer.status, said).toBeLessThan(300)

        // Answers right: a deliberate 400 says what and where; an answer carries section 3's fields...
        if (call.minimal) expect(answer.data, said).toMatchObject({ message: expect.any(String), field: expect.any(String) })
        if (call.carries) expect(missingFields(answer.data, call.carries), said).toEqual([])
        // ...in the shapes the code defines (@petshop/contract), where the entity has a schema...
        if (call.carries) expect(schemaProblems(answer.data, call.carries), said).toEqual([])
        // ...and the call did what it says, as the next calls show.
        if (call.check) {
          try {
            await call.check.then(context(), answer, before)
          } catch (error) {
            if (error instanceof Error) error.message = `${call.check.says}: ${error.message}`
            throw error
          }
        }
      })

      it("has every row checked for what its answer means, or says why not", () => {
        const unsaid = CALLS.filter((c) => !c.minimal && !c.unchecked && !c.check && !(c.method === "GET" && c.carries))
        expect(unsaid.map((c) => `${c.method} ${c.path}`)).toEqual([])
        const both = CALLS.filter((c) => c.unchecked && (c.check || c.minimal))
        expect(both.map((c) => `${c.method} ${c.path}`)).toEqual([])
      })
    })
  },
})
