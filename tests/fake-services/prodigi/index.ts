/**
 * A local server speaking the part of the Prodigi Print API v4 the shop uses
 * (https://www.prodigi.com/print-api/docs/reference/): POST /v4.0/Orders (X-API-Key auth,
 * validation failures as {statusText, statusCode, data.errors}, idempotencyKey replays answered
 * with outcome AlreadyExists and the same order), GET /v4.0/Orders/{id}, POST
 * /v4.0/Orders/{id}/actions/cancel. It downloads each asset URL, as Prodigi does. Test controls
 * move an order to a stage and POST the CloudEvent callback Prodigi would send: advance() in
 * the process that started the fake, or over HTTP (for browser tests whose workers run in other
 * processes) POST /_test/orders/{id}/stage {"stage": "Complete"} with the API key, answering
 * {callbackStatus, callbackBody, order}.
 */
import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export type ProdigiStage = "Draft" | "AwaitingPayment" | "InProgress" | "Complete" | "Cancelled"

export type ProdigiOrder = {
  id: string
  created: string
  lastUpdated: string
  callbackUrl: string | null
  merchantReference: string | null
  shippingMethod: string
  idempotencyKey: string | null
  status: { stage: ProdigiStage; issues: unknown[]; details: Record<string, string> }
  charges: unknown[]
  shipments: {
    id: string
    status: string
    carrier: { name: string; service: string }
    tracking: { url: string | null; number: string | null } | null
    dispatchDate: string | null
    items: { itemId: string }[]
    fulfillmentLocation: { countryCode: string; labCode: string }
  }[]
  recipient: Record<string, unknown>
  items: {
    id: string
    status: string
    merchantReference: string | null
    sku: string
    copies: number
    sizing: string
    attributes: Record<string, unknown>
    assets: { id: string; printArea: string; url: string; status: string; md5Hash: null }[]
  }[]
  metadata: Record<string, unknown> | null
}

/** The CloudEvent POSTed to an order's callbackUrl when its stage changes. */
export type ProdigiCallbackEvent = {
  specversion: string
  type: string
  source: string
  id: string
  time: string
  datacontenttype: string
  data: { order: ProdigiOrder }
  subject: string
}

export type AssetDownload = { url: string; status: number; bytes: number; contentType: string | null }

export type FakeProdigi = {
  url: string
  close(): Promise<void>
  orders: Map<string, ProdigiOrder>
  requests: { method: string; path: string; apiKey?: string; body?: unknown }[]
  downloads: AssetDownload[]
  /** Moves an order to a stage (Complete adds a shipped parcel) and POSTs the callback; answers the callback's HTTP status. */
  advance(orderId: string, stage: ProdigiStage): Promise<{ status: number; body: unknown; event: ProdigiCallbackEvent }>
}

/** A POST /v4.0/Orders body that passed validate(): the fields the fake reads. */
type OrderBody = {
  shippingMethod: string
  callbackUrl?: string | null
  merchantReference?: string | null
  idempotencyKey?: string | null
  metadata?: Record<string, unknown> | null
  recipient: { name: string; address: { line1: string; postalOrZipCode: string; countryCode: string; townOrCity: string } }
  items: {
    sku: string
    copies: number
    sizing: string
    merchantReference?: string | null
    attributes?: Record<string, unknown>
    assets: { printArea: string; url: string }[]
  }[]
}

const STAGES: ProdigiStage[] = ["Draft", "AwaitingPayment", "InProgress", "Complete", "Cancelled"]
const isStage = (stage: unknown): stage is ProdigiStage => STAGES.includes(stage as ProdigiStage)

const SKU = /^GLOBAL-(CAN|FRA-CAN|FAP)-\d+X\d+$/
const SHIPPING = ["Budget", "Standard", "StandardPlus", "Express", "Overnight"]

class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown
  ) {
    super(`HTTP ${status}`)
  }
}

const validation = (errors: { field: string; message: string }[]) =>
  new Answer(400, {
    statusCode: 400,
    statusText: "ValidationFailed",
    outcome: "ValidationFailed",
    data: { errors: errors.map((e) => ({ key: e.field, field: e.field, message: e.message })) },
  })

/** The order body once its fields check out (else a 400 with every failing field). */
function validate(json: unknown): OrderBody {
  // Until checked, any field may be missing or of another type.
  const body = json as Partial<OrderBody> | null | undefined
  const errors: { field: string; message: string }[] = []
  const need = (ok: unknown, field: string, message: string) => ok || errors.push({ field, message })
  need(body && typeof body === "object", "body", "A JSON order is required")
  if (!body || typeof body !== "object") throw validation(errors)
  need(SHIPPING.includes(body.shippingMethod ?? ""), "shippingMethod", "Must be one of " + SHIPPING.join(", "))
  const r = body.recipient
  need(typeof r?.name === "string" && r.name.length > 0, "recipient.name", "Required")
  const a = r?.address
  need(typeof a?.line1 === "string" && a.line1.length > 0, "recipient.address.line1", "Required")
  need(typeof a?.postalOrZipCode === "string" && a.postalOrZipCode.length > 0, "recipient.address.postalOrZipCode", "Required")
  need(
    typeof a?.countryCode === "string" && /^[A-Z]{2}$/.test(a.countryCode),
    "recipient.address.countryCode",
    "Must be an ISO 3166-1 alpha-2 code"
  )
  need(typeof a?.townOrCity === "string" && a.townOrCity.length > 0, "recipient.address.townOrCity", "Required")
  need(Array.isArray(body.items) && body.items.length > 0, "items", "At least one item is required")
  for (const [i, item] of (Array.isArray(body.items) ? body.items : []).entries()) {
    need(typeof item?.sku === "string" && SKU.test(item.sku), `items[${i}].sku`, `Unknown SKU ${item?.sku}`)
    need(Number.isInteger(item?.copies) && item.copies > 0, `items[${i}].copies`, "Must be a whole number from 1")
    need(["fillPrintArea", "fitPrintArea", "stretchToPrintArea"].includes(item?.sizing), `items[${i}].sizing`, "Unknown sizing")
    need(
      Array.isArray(item?.assets) && item.assets.length > 0 && item.assets.every((x) => x?.printArea && /^https?:\/\//.test(x?.url ?? "")),
      `items[${i}].assets`,
      "Each asset needs a printArea and an http(s) url"
    )
  }
  if (errors.length) throw validation(errors)
  return body as OrderBody
}

export async function startFakeProdigi(options: { apiKey?: string; fetchAssets?: boolean; port?: number } = {}): Promise<FakeProdigi> {
  const orders = new Map<string, ProdigiOrder>()
  const byKey = new Map<string, string>()
  const requests: FakeProdigi["requests"] = []
  const downloads: AssetDownload[] = []
  const apiKey = options.apiKey ?? "test-prodigi-key"
  // Order ids differ from one start to the next (a shop kept between test runs still holds the
  // previous run's partner order ids, and callbacks are matched by them).
  let counter = Date.now() % 1e10
  const now = () => new Date().toISOString()

  const advance: FakeProdigi["advance"] = async (orderId, stage) => {
    const order = orders.get(orderId)
    if (!order) throw new Error(`No order ${orderId}`)
    order.status.stage = stage
    order.lastUpdated = now()
    if (stage === "Complete" && !order.shipments.length) {
      order.shipments.push({
        id: `shp_${randomBytes(4).toString("hex")}`,
        status: "Shipped",
        carrier: { name: "FedEx", service: "FedEx Ground" },
        tracking: { number: `TRK${randomBytes(5).toString("hex").toUpperCase()}`, url: "https://tracking.example/track" },
        dispatchDate: now(),
        items: order.items.map((i) => ({ itemId: i.id })),
        fulfillmentLocation: { countryCode: "US", labCode: "us1" },
      })
    }
    const event: ProdigiCallbackEvent = {
      specversion: "1.0",
      type: `com.prodigi.order.status.stage.changed#${stage}`,
      source: "http://api.prodigi.com/v4.0/Orders/",
      id: `evt_${randomBytes(8).toString("hex")}`,
      time: now(),
      datacontenttype: "application/json",
      data: { order },
      subject: order.id,
    }
    if (!order.callbackUrl) return { status: 0, body: null, event }
    const res = await fetch(order.callbackUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, event }
  }

  async function handle(req: IncomingMessage, raw: string): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url ?? "/", "http://fake")
    const key = req.headers["x-api-key"] as string | undefined
    let body: unknown
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      throw new Answer(400, { statusCode: 400, statusText: "InvalidContentType", outcome: "InvalidContentType" })
    }
    requests.push({ method: req.method ?? "GET", path: url.pathname, apiKey: key, body })
    if (key !== apiKey) throw new Answer(401, { statusCode: 401, statusText: "Unauthorized" })
    const path = url.pathname.toLowerCase()
    if (req.method === "POST" && path === "/v4.0/orders") {
      const request = validate(body)
      if (request.idempotencyKey && byKey.has(request.idempotencyKey)) {
        return { status: 200, body: { outcome: "AlreadyExists", order: orders.get(byKey.get(request.idempotencyKey)!) } }
      }
      const id = `ord_${++counter}`
      const order: ProdigiOrder = {
        id,
        created: now(),
        lastUpdated: now(),
        callbackUrl: request.callbackUrl ?? null,
        merchantReference: request.merchantReference ?? null,
        shippingMethod: request.shippingMethod,
        idempotencyKey: request.idempotencyKey ?? null,
        status: {
          stage: "InProgress",
          issues: [],
          details: {
            downloadAssets: "NotStarted",
            printReadyAssetsPrepared: "NotStarted",
            allocateProductionLocation: "NotStarted",
            inProduction: "NotStarted",
            shipping: "NotStarted",
          },
        },
        charges: [],
        shipments: [],
        recipient: request.recipient,
        items: request.items.map((item, i) => ({
          id: `ori_${counter}${i}`,
          status: "NotYetDownloaded",
          merchantReference: item.merchantReference ?? null,
          sku: item.sku,
          copies: item.copies,
          sizing: item.sizing,
          attributes: item.attributes ?? {},
          assets: item.assets.map((a, j) => ({
            id: `ast_${counter}${i}${j}`,
            printArea: a.printArea,
            url: a.url,
            status: "InProgress",
            md5Hash: null,
          })),
        })),
        metadata: request.metadata ?? null,
      }
      if (request.idempotencyKey) byKey.set(request.idempotencyKey, id)
      orders.set(id, order)
      if (options.fetchAssets !== false) {
        for (const item of order.items) {
          for (const asset of item.assets) {
            try {
              const res = await fetch(asset.url)
              const bytes = Buffer.from(await res.arrayBuffer())
              downloads.push({ url: asset.url, status: res.status, bytes: bytes.length, contentType: res.headers.get("content-type") })
              asset.status = res.ok ? "Complete" : "Error"
              item.status = res.ok ? "Ok" : "Invalid"
            } catch {
              downloads.push({ url: asset.url, status: 0, bytes: 0, contentType: null })
              asset.status = "Error"
            }
          }
        }
      }
      return { status: 200, body: { outcome: "Created", order } }
    }
    const control = /^\/_test\/orders\/([^/]+)\/stage$/.exec(path)
    if (control && req.method === "POST") {
      const id = decodeURIComponent(url.pathname.split("/")[3])
      if (!orders.has(id)) throw new Answer(404, { statusCode: 404, statusText: "EntityNotFound", outcome: "EntityNotFound" })
      const stage = (body as { stage?: unknown } | undefined)?.stage
      if (!isStage(stage)) throw validation([{ field: "stage", message: "Must be one of " + STAGES.join(", ") }])
      const sent = await advance(id, stage)
      return { status: 200, body: { callbackStatus: sent.status, callbackBody: sent.body, order: orders.get(id) } }
    }
    const one = /^\/v4\.0\/orders\/([^/]+)(\/actions\/cancel)?$/.exec(path)
    if (one) {
      const order = orders.get(decodeURIComponent(url.pathname.split("/")[3]))
      if (!order) throw new Answer(404, { statusCode: 404, statusText: "EntityNotFound", outcome: "EntityNotFound" })
      if (one[2] && req.method === "POST") {
        if (order.status.stage === "Complete") return { status: 200, body: { outcome: "FailedToCancel", order } }
        order.status.stage = "Cancelled"
        order.lastUpdated = now()
        return { status: 200, body: { outcome: "Cancelled", order } }
      }
      if (req.method === "GET") return { status: 200, body: { outcome: "Ok", order } }
    }
    throw new Answer(404, { statusCode: 404, statusText: "EndpointDoesNotExist", outcome: "EndpointDoesNotExist" })
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    let status: number
    let body: unknown
    try {
      ;({ status, body } = await handle(req, Buffer.concat(chunks).toString("utf8")))
    } catch (err) {
      if (err instanceof Answer) ({ status, body } = err)
      else ({ status, body } = { status: 500, body: { statusCode: 500, statusText: "InternalServerError" } })
    }
    res.writeHead(status, { "content-type": "application/json" })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests,
    downloads,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
    advance,
  }
}
