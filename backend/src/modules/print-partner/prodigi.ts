/**
 * The Prodigi Print API v4 adapter (https://www.prodigi.com/print-api/docs/reference/):
 * POST /v4.0/Orders with the X-API-Key header, our package id as idempotencyKey (a retry or a
 * second click gets the same order back, outcome AlreadyExists), GET /v4.0/Orders/{id}, and
 * POST /v4.0/Orders/{id}/actions/cancel. Callbacks are CloudEvents whose data.order carries
 * status.stage (Draft, AwaitingPayment, InProgress, Complete, Cancelled) and shipments.
 */
import type { PartnerOrder, PartnerOrderRequest, PartnerShipment, PartnerStatusUpdate } from "./types"
import { PrintPartnerError } from "./types"
import type { PrintPartnerConfig } from "./config"

type ProdigiOrder = {
  id: string
  merchantReference?: string | null
  idempotencyKey?: string | null
  status?: { stage?: string; issues?: { errorCode?: string; description?: string }[] }
  shipments?: {
    id: string
    status?: string
    carrier?: { name?: string; service?: string }
    tracking?: { url?: string | null; number?: string | null } | null
    dispatchDate?: string | null
  }[]
}

type ProdigiAnswer = {
  outcome?: string
  order?: ProdigiOrder
  statusText?: string
  statusCode?: number
  data?: { errors?: { key?: string; message?: string; field?: string }[] }
  failures?: Record<string, { code?: string }[]>
}

/** "FedEx" + "FedEx Ground" reads "FedEx Ground", not "FedEx FedEx Ground". */
export function carrierLabel(carrier: { name?: string; service?: string } | undefined): string | null {
  const name = carrier?.name?.trim()
  const service = carrier?.service?.trim()
  if (name && service) return service.toLowerCase().startsWith(name.toLowerCase()) ? service : `${name} ${service}`
  return name || service || null
}

export function prodigiOrderBody(request: PartnerOrderRequest, config: PrintPartnerConfig) {
  const a = request.recipient.address
  return {
    merchantReference: request.merchantReference,
    idempotencyKey: request.idempotencyKey,
    shippingMethod: config.shippingMethod,
    ...(request.callbackUrl ? { callbackUrl: request.callbackUrl } : {}),
    recipient: {
      name: request.recipient.name,
      ...(request.recipient.email ? { email: request.recipient.email } : {}),
      ...(request.recipient.phoneNumber ? { phoneNumber: request.recipient.phoneNumber } : {}),
      address: {
        line1: a.line1,
        ...(a.line2 ? { line2: a.line2 } : {}),
        postalOrZipCode: a.postalOrZipCode,
        countryCode: a.countryCode,
        townOrCity: a.townOrCity,
        ...(a.stateOrCounty ? { stateOrCounty: a.stateOrCounty } : {}),
      },
    },
    items: request.items.map((i) => ({
      merchantReference: i.merchantReference,
      sku: i.sku,
      copies: i.copies,
      sizing: "fillPrintArea",
      attributes: i.attributes,
      assets: [{ printArea: "default", url: i.assetUrl }],
    })),
    metadata: request.metadata,
  }
}

export function fromProdigiOrder(order: ProdigiOrder): PartnerOrder {
  return {
    id: order.id,
    stage: order.status?.stage ?? "InProgress",
    shipments: (order.shipments ?? []).map((s): PartnerShipment => ({
      id: s.id,
      status: s.status ?? null,
      carrier: carrierLabel(s.carrier),
      trackingNumber: s.tracking?.number ?? null,
      trackingUrl: s.tracking?.url ?? null,
      dispatchDate: s.dispatchDate ?? null,
    })),
  }
}

function describeFailure(status: number, body: ProdigiAnswer | null): string {
  const details = [
    ...(body?.data?.errors ?? []).map((e) => `${e.field ?? e.key ?? "order"}: ${e.message ?? "invalid"}`),
    ...Object.entries(body?.failures ?? {}).map(([k, v]) => `${k}: ${(v ?? []).map((f) => f.code).join(", ")}`),
  ]
  const head = body?.statusText || body?.outcome || `HTTP ${status}`
  return `Prodigi refused the order (${head})${details.length ? `: ${details.join("; ")}` : "."}`
}

export class ProdigiAdapter {
  readonly name = "prodigi"
  constructor(private readonly config: PrintPartnerConfig) {}

  private async call(method: string, path: string, body?: unknown): Promise<ProdigiAnswer> {
    let res: Response
    try {
      res = await fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: { "X-API-Key": this.config.apiKey, "content-type": "application/json", accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
    } catch (err) {
      throw new PrintPartnerError(502, `Prodigi could not be reached (${(err as Error).message}). Please try again later.`)
    }
    const text = await res.text()
    let json: ProdigiAnswer | null
    try {
      json = text ? (JSON.parse(text) as ProdigiAnswer) : null
    } catch {
      json = null
    }
    if (res.status === 401 || res.status === 403) throw new PrintPartnerError(502, "Prodigi did not accept our API key (PRODIGI_API_KEY).")
    if (res.status >= 500) throw new PrintPartnerError(502, `Prodigi had a problem (HTTP ${res.status}). Please try again later.`)
    if (!res.ok) throw new PrintPartnerError(400, describeFailure(res.status, json))
    if (!json) throw new PrintPartnerError(502, "Prodigi answered something that is not JSON.")
    return json
  }

  async createOrder(request: PartnerOrderRequest): Promise<PartnerOrder & { outcome: string }> {
    const answer = await this.call("POST", "/v4.0/Orders", prodigiOrderBody(request, this.config))
    if (!answer.order?.id) throw new PrintPartnerError(502, `Prodigi answered ${answer.outcome ?? "no outcome"} without an order.`)
    return { ...fromProdigiOrder(answer.order), outcome: answer.outcome ?? "Created" }
  }

  async getOrder(id: string): Promise<PartnerOrder> {
    const answer = await this.call("GET", `/v4.0/Orders/${encodeURIComponent(id)}`)
    if (!answer.order) throw new PrintPartnerError(502, "Prodigi answered without the order.")
    return fromProdigiOrder(answer.order)
  }

  async cancelOrder(id: string): Promise<void> {
    await this.call("POST", `/v4.0/Orders/${encodeURIComponent(id)}/actions/cancel`)
  }

  /** A callback body (a CloudEvent with data.order, or a bare order) as a status update. */
  parseCallback(body: unknown): PartnerStatusUpdate | null {
    const b = (body ?? {}) as { type?: string; data?: { order?: ProdigiOrder }; order?: ProdigiOrder }
    const order = b.data?.order ?? b.order
    if (!order?.id) return null
    const partnerOrder = fromProdigiOrder(order)
    const stageFromType = typeof b.type === "string" && b.type.includes("#") ? b.type.split("#").pop() : undefined
    return {
      ...partnerOrder,
      stage: order.status?.stage ?? stageFromType ?? partnerOrder.stage,
      merchantReference: order.merchantReference ?? null,
    }
  }
}
