/**
 * A local server speaking the part of Stripe's HTTP API the shop uses, for driving the real
 * `stripe` SDK without the internet: Checkout Sessions (create, retrieve, expire), refunds,
 * Idempotency-Key replays and Bearer-key auth with Stripe's error shapes. Test controls stand
 * in for the customer (pay, let expire) and return the event Stripe would deliver; tests sign
 * it with the SDK's own `webhooks.generateTestHeaderString`.
 */
import { createHash, randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type Stripe from "stripe"
import { parseStripeForm, type FormValue } from "./form"

export { parseStripeForm } from "./form"

export const FAKE_STRIPE_API_VERSION = "2025-09-30.clover"

type StripeErrorBody = { type: string; message: string; code?: string; param?: string }

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody
  ) {
    super(body.message)
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeHttpError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) })

export type RecordedRequest = {
  method: string
  path: string
  params: Record<string, FormValue>
  idempotencyKey?: string
  authorization?: string
}

export type FakeStripeOptions = {
  /** The only secret key accepted; by default any `sk_test_` key. */
  apiKey?: string
  port?: number
}

export type FakeStripe = {
  url: string
  port: number
  close(): Promise<void>
  /** Checkout Sessions by id, as Stripe holds them. */
  sessions: Map<string, Stripe.Checkout.Session>
  requests: RecordedRequest[]
  /** Every event the fake would have delivered, oldest first. */
  events: Stripe.Event[]
  /** The customer pays on the hosted page: the session completes and the completed event is returned. */
  pay(sessionId: string): Stripe.Event
  /** The session runs out (24 h in Stripe): the expired event is returned. */
  expire(sessionId: string): Stripe.Event
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`
const now = () => Math.floor(Date.now() / 1000)

function asString(value: FormValue | undefined, param: string, required = true): string | undefined {
  if (value === undefined || value === "") {
    if (required) throw invalid(`Missing required param: ${param}.`, param, "parameter_missing")
    return undefined
  }
  if (typeof value !== "string") throw invalid(`Invalid string: ${param}`, param)
  return value
}

function asInteger(value: FormValue | undefined, param: string): number {
  const text = asString(value, param)!
  if (!/^-?\d+$/.test(text)) throw invalid(`Invalid integer: ${text}`, param)
  return Number(text)
}

function asStringMap(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined) return {}
  if (typeof value !== "object" || Array.isArray(value)) throw invalid(`Invalid hash`, param)
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== "string") throw invalid(`Invalid hash`, `${param}[${k}]`)
    if (v.length > 500) throw invalid(`Metadata values can have up to 500 characters`, `${param}[${k}]`)
    out[k] = v
  }
  return out
}

function createCheckoutSession(params: Record<string, FormValue>, baseUrl: string): Stripe.Checkout.Session {
  const mode = asString(params.mode, "mode")
  if (mode !== "payment") throw invalid(`This fake supports mode=payment only, not ${mode}.`, "mode")
  const successUrl = asString(params.success_url, "success_url")!
  const cancelUrl = asString(params.cancel_url, "cancel_url", false)
  const rawItems = params.line_items
  if (!Array.isArray(rawItems) || rawItems.length === 0) {
    throw invalid("`line_items` is required in `payment` mode.", "line_items", "parameter_missing")
  }
  let currency: string | undefined
  let total = 0
  rawItems.forEach((raw, i) => {
    const item = raw as Record<string, FormValue>
    const quantity = asInteger(item.quantity, `line_items[${i}][quantity]`)
    if (quantity < 1) throw invalid("Quantity must be at least 1.", `line_items[${i}][quantity]`)
    const priceData = item.price_data as Record<string, FormValue> | undefined
    if (!priceData || typeof priceData !== "object") {
      throw invalid("You must specify either `price` or `price_data`.", `line_items[${i}][price_data]`)
    }
    const itemCurrency = asString(priceData.currency, `line_items[${i}][price_data][currency]`)!.toLowerCase()
    if (currency && itemCurrency !== currency) throw invalid("All line items must have the same currency.", "line_items")
    currency = itemCurrency
    const unitAmount = asInteger(priceData.unit_amount, `line_items[${i}][price_data][unit_amount]`)
    if (unitAmount < 0) throw invalid("Invalid non-negative integer", `line_items[${i}][price_data][unit_amount]`)
    const product = priceData.product_data as Record<string, FormValue> | undefined
    asString(product?.name, `line_items[${i}][price_data][product_data][name]`)
    total += unitAmount * quantity
  })
  if (total < 50 && total !== 0) throw invalid("The Checkout Session's total amount due must add up to at least $0.50 usd")

  const sessionId = `cs_test_${randomBytes(24).toString("hex")}`
  const created = now()
  const session = {
    id: sessionId,
    object: "checkout.session",
    mode: "payment",
    livemode: false,
    created,
    expires_at: created + 24 * 60 * 60,
    url: `${baseUrl}/c/pay/${sessionId}`,
    success_url: successUrl,
    cancel_url: cancelUrl ?? null,
    amount_subtotal: total,
    amount_total: total,
    currency,
    status: "open",
    payment_status: "unpaid",
    payment_intent: null,
    payment_method_types: Array.isArray(params.payment_method_types) ? params.payment_method_types : ["card"],
    metadata: asStringMap(params.metadata, "metadata"),
    client_reference_id: asString(params.client_reference_id, "client_reference_id", false) ?? null,
    customer_email: asString(params.customer_email, "customer_email", false) ?? null,
    customer_details: null,
  }
  return session as unknown as Stripe.Checkout.Session
}

function eventOf(type: string, object: Stripe.Checkout.Session): Stripe.Event {
  return {
    id: id("evt"),
    object: "event",
    api_version: FAKE_STRIPE_API_VERSION,
    created: now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  } as unknown as Stripe.Event
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const sessions = new Map<string, Stripe.Checkout.Session>()
  const requests: RecordedRequest[] = []
  const events: Stripe.Event[] = []
  // Stripe replays the first answer to a repeated Idempotency-Key with the same parameters.
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>()
  let baseUrl = ""

  const authorised = (header: string | undefined) => {
    const key = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : undefined
    if (!key) return false
    return options.apiKey ? key === options.apiKey : key.startsWith("sk_test_")
  }

  const findSession = (sessionId: string) => {
    const session = sessions.get(sessionId)
    if (!session)
      throw new StripeHttpError(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "session",
        message: `No such checkout.session: '${sessionId}'`,
      })
    return session
  }

  async function route(method: string, path: string, params: Record<string, FormValue>): Promise<[number, unknown]> {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const session = createCheckoutSession(params, baseUrl)
      sessions.set(session.id, session)
      return [200, session]
    }
    let match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (method === "GET" && match) return [200, findSession(decodeURIComponent(match[1]))]
    match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)
    if (method === "POST" && match) {
      const session = findSession(decodeURIComponent(match[1]))
      if (session.status !== "open") {
        throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, undefined, "checkout_session_not_open")
      }
      Object.assign(session, { status: "expired", url: null })
      events.push(eventOf("checkout.session.expired", session))
      return [200, session]
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = asString(params.payment_intent, "payment_intent")
      const paid = [...sessions.values()].find((s) => s.payment_intent === intent)
      if (!paid)
        throw new StripeHttpError(404, {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "payment_intent",
          message: `No such payment_intent: '${intent}'`,
        })
      const amount = params.amount === undefined ? paid.amount_total! : asInteger(params.amount, "amount")
      if (amount > paid.amount_total!)
        throw invalid(`Refund amount (${amount}) is greater than charge amount (${paid.amount_total})`, "amount")
      return [200, { id: id("re"), object: "refund", amount, currency: paid.currency, payment_intent: intent, status: "succeeded" }]
    }
    throw new StripeHttpError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost")
    const method = req.method ?? "GET"
    const raw = await readBody(req)
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), ...headers })
      res.end(JSON.stringify(body))
    }
    try {
      const params = parseStripeForm(method === "GET" ? url.searchParams.toString() : raw)
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined
      requests.push({ method, path: url.pathname, params, idempotencyKey, authorization: req.headers.authorization })
      if (!authorised(req.headers.authorization)) {
        send(401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided: a key starting sk_test_ is required." },
        })
        return
      }
      if (method === "POST" && idempotencyKey) {
        const fingerprint = createHash("sha256").update(`${url.pathname}\n${raw}`).digest("hex")
        const earlier = idempotent.get(idempotencyKey)
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            send(400, {
              error: {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
              },
            })
            return
          }
          send(earlier.status, earlier.body, { "idempotent-replayed": "true" })
          return
        }
        const [status, body] = await route(method, url.pathname, params)
        idempotent.set(idempotencyKey, { fingerprint, status, body: structuredClone(body) })
        send(status, body)
        return
      }
      const [status, body] = await route(method, url.pathname, params)
      send(status, body)
    } catch (err) {
      if (err instanceof StripeHttpError) send(err.status, { error: err.body })
      else send(500, { error: { type: "api_error", message: (err as Error).message } })
    }
  }

  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  baseUrl = `http://127.0.0.1:${port}`

  return {
    url: baseUrl,
    port,
    sessions,
    requests,
    events,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      }),
    pay(sessionId) {
      const session = findSession(sessionId)
      if (session.status !== "open") throw new Error(`Checkout Session ${sessionId} is ${session.status}, not open`)
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        payment_intent: id("pi"),
        customer_details: { email: session.customer_email },
        url: null,
      })
      const event = eventOf("checkout.session.completed", session)
      events.push(event)
      return event
    },
    expire(sessionId) {
      const session = findSession(sessionId)
      if (session.status !== "open") throw new Error(`Checkout Session ${sessionId} is ${session.status}, not open`)
      Object.assign(session, { status: "expired", url: null })
      const event = eventOf("checkout.session.expired", session)
      events.push(event)
      return event
    },
  }
}
