/** The local Prodigi-speaking server: auth, validation, idempotency, cancel and callbacks. */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startFakeProdigi, type FakeProdigi, type ProdigiCallbackEvent, type ProdigiOrder } from "./index"

/** The fake's answers, as the tests read them. */
type OrderAnswer = { outcome: string; order: ProdigiOrder }
type ValidationAnswer = { statusText: string; data: { errors: { field: string }[] } }

let fake: FakeProdigi
let assets: ReturnType<typeof createServer>
let assetUrl = ""
const callbacks: ProdigiCallbackEvent[] = []

beforeAll(async () => {
  assets = createServer((req, res) => {
    if (req.method === "POST") {
      const chunks: Buffer[] = []
      req.on("data", (c) => chunks.push(c))
      req.on("end", () => {
        callbacks.push(JSON.parse(Buffer.concat(chunks).toString()))
        res.end("{}")
      })
      return
    }
    res.writeHead(200, { "content-type": "image/jpeg" })
    res.end(Buffer.alloc(1234))
  })
  await new Promise<void>((r) => assets.listen(0, "127.0.0.1", r))
  assetUrl = `http://127.0.0.1:${(assets.address() as AddressInfo).port}`
  fake = await startFakeProdigi()
})
afterAll(async () => {
  await fake.close()
  await new Promise<void>((r) => assets.close(() => r()))
})

const order = (over: Record<string, unknown> = {}) => ({
  merchantReference: "order_1",
  idempotencyKey: "fpkg_1",
  shippingMethod: "Standard",
  callbackUrl: `${assetUrl}/callback`,
  recipient: {
    name: "Test Shopper",
    address: { line1: "1 Main Street", postalOrZipCode: "80202", countryCode: "US", townOrCity: "Denver", stateOrCounty: "CO" },
  },
  items: [
    {
      merchantReference: "line_1",
      sku: "GLOBAL-CAN-24X36",
      copies: 1,
      sizing: "fillPrintArea",
      attributes: { wrap: "MirrorWrap" },
      assets: [{ printArea: "default", url: `${assetUrl}/print.jpg` }],
    },
  ],
  ...over,
})

const post = (body: unknown, key = "test-prodigi-key") =>
  fetch(`${fake.url}/v4.0/Orders`, {
    method: "POST",
    headers: { "X-API-Key": key, "content-type": "application/json" },
    body: JSON.stringify(body),
  })

describe("fake Prodigi", () => {
  it("refuses a wrong API key", async () => {
    expect((await post(order(), "nope")).status).toBe(401)
  })

  it("answers validation failures with the fields", async () => {
    const res = await post(order({ shippingMethod: "Fast", items: [] }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as ValidationAnswer
    expect(body.statusText).toBe("ValidationFailed")
    expect(body.data.errors.map((e) => e.field)).toEqual(expect.arrayContaining(["shippingMethod", "items"]))
  })

  it("creates an order once per idempotency key and downloads its assets", async () => {
    const first = (await (await post(order())).json()) as OrderAnswer
    expect(first.outcome).toBe("Created")
    expect(first.order).toMatchObject({ id: expect.stringMatching(/^ord_/), merchantReference: "order_1", status: { stage: "InProgress" } })
    expect(fake.downloads.at(-1)).toMatchObject({ status: 200, bytes: 1234, contentType: "image/jpeg" })
    const again = (await (await post(order())).json()) as OrderAnswer
    expect(again.outcome).toBe("AlreadyExists")
    expect(again.order.id).toBe(first.order.id)
    expect(fake.orders.size).toBe(1)
  })

  it("sends the stage callback with shipments and cancels", async () => {
    const { order: created } = (await (await post(order({ idempotencyKey: "fpkg_2" }))).json()) as OrderAnswer
    const { status, event } = await fake.advance(created.id, "Complete")
    expect(status).toBe(200)
    expect(callbacks.at(-1)).toMatchObject({
      type: "com.prodigi.order.status.stage.changed#Complete",
      data: { order: { id: created.id, status: { stage: "Complete" } } },
    })
    expect(event.data.order.shipments[0].tracking?.number).toMatch(/^TRK/)
    const got = (await (
      await fetch(`${fake.url}/v4.0/Orders/${created.id}`, { headers: { "X-API-Key": "test-prodigi-key" } })
    ).json()) as OrderAnswer
    expect(got.order.status.stage).toBe("Complete")
    const { order: other } = (await (await post(order({ idempotencyKey: "fpkg_3" }))).json()) as OrderAnswer
    const cancelled = (await (
      await fetch(`${fake.url}/v4.0/Orders/${other.id}/actions/cancel`, { method: "POST", headers: { "X-API-Key": "test-prodigi-key" } })
    ).json()) as OrderAnswer
    expect(cancelled.order.status.stage).toBe("Cancelled")
  })
  it("moves an order over HTTP for tests in other processes, sending the callback", async () => {
    const { order: created } = (await (await post(order({ idempotencyKey: "fpkg_4" }))).json()) as OrderAnswer
    const control = (stage: unknown, key = "test-prodigi-key", id = created.id) =>
      fetch(`${fake.url}/_test/orders/${id}/stage`, {
        method: "POST",
        headers: { "X-API-Key": key, "content-type": "application/json" },
        body: JSON.stringify({ stage }),
      })
    expect((await control("InProgress", "nope")).status).toBe(401)
    expect((await control("Shipped")).status).toBe(400)
    expect((await control("Complete", undefined, "ord_missing")).status).toBe(404)
    const moved = await control("Complete")
    expect(moved.status).toBe(200)
    const answer: unknown = await moved.json()
    expect(answer).toMatchObject({ callbackStatus: 200, order: { id: created.id, status: { stage: "Complete" } } })
    expect(callbacks.at(-1)).toMatchObject({ type: "com.prodigi.order.status.stage.changed#Complete", data: { order: { id: created.id } } })
    expect(callbacks.at(-1)?.data.order.shipments[0].tracking?.number).toMatch(/^TRK/)
  })
})
