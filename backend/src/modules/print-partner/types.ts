/** What the shop asks of a print partner, whichever it is. */
export type PartnerOrderRequest = {
  /** Our order id. */
  merchantReference: string
  /** Our package id: the partner makes one order per key, however often we ask. */
  idempotencyKey: string
  callbackUrl: string | null
  recipient: {
    name: string
    email: string | null
    phoneNumber: string | null
    address: {
      line1: string
      line2: string | null
      postalOrZipCode: string
      countryCode: string
      townOrCity: string
      stateOrCounty: string | null
    }
  }
  items: { merchantReference: string; sku: string; copies: number; attributes: Record<string, string>; assetUrl: string }[]
  metadata: Record<string, string>
}

export type PartnerShipment = {
  id: string
  status: string | null
  carrier: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  dispatchDate: string | null
}

export type PartnerOrder = { id: string; stage: string; shipments: PartnerShipment[] }

export type PartnerStatusUpdate = PartnerOrder & { merchantReference: string | null }

/** A partner problem for the admin: 400 when the partner refused our data, 502 when it failed. */
export class PrintPartnerError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}
