"use client"
/**
 * One order's fulfilment (spec sections 4 and 7): the ordered paintings, the print package
 * (init-fulfillment, download), proofs (upload, delete), the merchant order id and the Ready /
 * Sent flags (update-fulfillment, saved 300 ms after the last change), sending to the print
 * partner and e-mailing the client by template.
 */
import { useEffect, useId, useRef, useState } from "react"
import type { OrderFulfillment } from "@petshop/contract"
import { when } from "@/lib/admin/admin-types"
import { useDebouncedSave } from "@/lib/admin/use-debounced-save"
import { confirmAction } from "@/lib/ui/ui-store"
import { fulfillmentBadge, money } from "./order-bits"
import styles from "./admin.module.css"
import { useAdminOrder } from "@/lib/admin/use-admin-orders"
import {
  useDeleteProof,
  useDownloadFulfilmentPackage,
  useInitFulfilment,
  useSendClientEmail,
  useSendToPartner,
  useUpdateFulfilment,
  useUploadProof,
} from "@/lib/admin/use-order-fulfilment"

export const ORDER_PATCH_DEBOUNCE_MS = 300
/** How often an open order that the print partner is working on asks for the partner's news. */
export const PARTNER_POLL_MS = 5000
export const EMAIL_TEMPLATES = ["order-confirmation", "order-shipped", "order-delayed", "order-cancelled"] as const

type Shipment = { id: string; carrier: string | null; trackingNumber: string | null; trackingUrl: string | null }

export function OrderDetail({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const order = useAdminOrder(uuid, {
    // The partner's status callbacks (in production, shipped) change the order behind this
    // panel: follow them while the partner has the order and it is not sent yet.
    refetchInterval: (q) => {
      const o = q.state.data
      return o?.fulfillmentPackage?.printPartner?.orderId && !o.fulfillment.isSent && !o.isCancelled ? PARTNER_POLL_MS : false
    },
  })
  const init = useInitFulfilment(uuid)
  const download = useDownloadFulfilmentPackage(uuid, () => `order-${order.data?.number ?? uuid}-fulfilment.zip`)
  const uploadProof = useUploadProof(uuid)
  const deleteProof = useDeleteProof(uuid)
  const sendToPartner = useSendToPartner(uuid)
  const [template, setTemplate] = useState<string>(EMAIL_TEMPLATES[0])
  const email = useSendClientEmail(uuid)
  const fulfil = useUpdateFulfilment(uuid)
  // Edits made and edits saved (or failed): the form takes the server's flags only when none
  // is waiting, so a partner callback shows (Sent ticks itself) without undoing typing.
  const edits = useRef(0)
  const settled = useRef(0)
  const { schedule } = useDebouncedSave<OrderFulfillment>((changes) => {
    const upTo = edits.current
    return fulfil.mutateAsync(changes).finally(() => {
      settled.current = Math.max(settled.current, upTo)
    })
  }, ORDER_PATCH_DEBOUNCE_MS)

  const [form, setForm] = useState<OrderFulfillment | null>(null)
  const serverFlags = order.data ? JSON.stringify(order.data.fulfillment) : null
  useEffect(() => {
    if (serverFlags && edits.current === settled.current) setForm(JSON.parse(serverFlags) as OrderFulfillment)
  }, [serverFlags])
  const change = (changes: Partial<OrderFulfillment>) => {
    edits.current += 1
    setForm((f) => ({ ...(f ?? order.data!.fulfillment), ...changes }))
    schedule(changes)
  }
  const proofInput = useId()

  if (order.isPending)
    return (
      <div className={styles.panel} aria-busy="true">
        Loading the order…
      </div>
    )
  if (order.isError || !order.data)
    return (
      <div className={styles.panel}>
        <p className="field-error">This order could not be loaded.</p>
      </div>
    )
  const o = order.data
  const pkg = o.fulfillmentPackage

  return (
    <section className={styles.panel} style={{ marginBottom: "1.5rem" }} aria-labelledby="order-title" data-testid="order-detail">
      <div className={styles.head} style={{ marginBottom: "0.75rem" }}>
        <div>
          <h2 id="order-title" style={{ margin: 0, fontFamily: "var(--font-slab)" }}>
            Order #{o.number}
          </h2>
          <p className="muted" style={{ margin: 0 }}>
            {when(o.dateCreated)} · {o.email ?? "no e-mail"} · {o.status} · {money(o.totals.total, o.totals.currency)}
          </p>
        </div>
        <div className={styles.inline}>
          {fulfillmentBadge(o)}
          <button type="button" className="button-ghost button-small" onClick={onClose}>
            Close
          </button>
        </div>
      </div>

      <ul className={styles.pictures} style={{ gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", marginBottom: "1rem" }}>
        {o.cartStamp.map((line) => {
          const image = line.paintingStamp?.image
          const url = typeof image === "string" ? image : (image?.low ?? image?.medium ?? image?.thumb ?? null)
          return (
            <li key={line.id}>
              <a href={line.paintingRoute ?? "#"} className={styles.pictureTile} style={{ aspectRatio: "2 / 3" }}>
                {url && <img src={url} alt={line.paintingStamp?.title ?? "The ordered painting"} loading="lazy" />}
              </a>
              <p style={{ margin: "0.35rem 0 0", fontSize: "0.88rem" }}>
                {line.quantity} × {line.productName ?? line.mediumStamp?.name} {line.frame ? `· ${line.frame}` : ""}
                <br />
                <span className="muted">
                  {line.label?.text1} {line.label?.text2}
                </span>
              </p>
            </li>
          )
        })}
      </ul>

      {o.isCancelled ? (
        <p className={styles.badgeBad}>This order is cancelled.</p>
      ) : (
        <div className={styles.grid2}>
          <div>
            <h3>Print package</h3>
            {pkg ? (
              <>
                <p className="muted" style={{ marginTop: 0 }}>
                  Prepared {when(pkg.dateCreated)}
                  {pkg.items.map((i) => ` · ${i.print.width}×${i.print.height}px at ${i.print.dpi} dpi`).join("")}
                </p>
                {pkg.printPartner && (
                  <p data-testid="print-partner-status">
                    {pkg.printPartner.name}: <strong>{pkg.printPartner.status ?? "sent"}</strong>{" "}
                    {pkg.printPartner.orderId && <span className={styles.mono}>{pkg.printPartner.orderId}</span>}
                  </p>
                )}
                {shipmentsOf(pkg.printPartner).length > 0 && (
                  <ul className="muted" style={{ fontSize: "0.88rem" }} data-testid="print-partner-tracking" aria-label="Parcels">
                    {shipmentsOf(pkg.printPartner).map((s) => (
                      <li key={s.id}>
                        {s.carrier ?? "Parcel"}:{" "}
                        {s.trackingUrl ? (
                          <a href={s.trackingUrl} target="_blank" rel="noreferrer">
                            {s.trackingNumber ?? "tracking"}
                          </a>
                        ) : (
                          (s.trackingNumber ?? "no tracking number")
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p className="muted" style={{ marginTop: 0 }}>
                Not prepared yet.
              </p>
            )}
            <div className="button-row">
              <button
                type="button"
                className="button button-small"
                onClick={() => init.mutate()}
                disabled={init.isPending || Boolean(pkg?.printPartner?.orderId)}
                title={pkg?.printPartner?.orderId ? "The print partner has this package." : undefined}
                data-testid="init-fulfillment"
              >
                {init.isPending ? "Preparing…" : pkg ? "Prepare again" : "Prepare package"}
              </button>
              <button
                type="button"
                className="button-secondary button-small"
                onClick={() => download.mutate()}
                disabled={!pkg || download.isPending}
                data-testid="download-package"
              >
                {download.isPending ? "Downloading…" : "Download package"}
              </button>
              <button
                type="button"
                className="button-secondary button-small"
                // Once the partner has the order, its callbacks carry it on; a second send would only answer the same order.
                disabled={!pkg || sendToPartner.isPending || Boolean(pkg.printPartner?.orderId)}
                data-testid="send-to-print-partner"
                onClick={async () => {
                  if (await confirmAction("Send this order to the print partner?", "Send to print")) sendToPartner.mutate()
                }}
              >
                {sendToPartner.isPending ? "Sending…" : pkg?.printPartner?.orderId ? "Sent to print partner" : "Send to print partner"}
              </button>
            </div>

            <h3>Proofs</h3>
            <ul className={styles.pictures} style={{ gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))" }}>
              {(o.proofs ?? []).map((p) => (
                <li key={p.id} className={styles.panel} style={{ padding: "0.5rem", fontSize: "0.85rem" }}>
                  <div className={styles.mono} style={{ wordBreak: "break-all" }}>
                    {p.filename}
                  </div>
                  <div className="muted">
                    {p.width}×{p.height}
                  </div>
                  <button
                    type="button"
                    className="button-ghost button-small"
                    onClick={async () => {
                      if (await confirmAction()) deleteProof.mutate(p.id)
                    }}
                  >
                    Delete
                  </button>
                </li>
              ))}
            </ul>
            <div className="field" style={{ marginTop: "0.5rem" }}>
              <label htmlFor={proofInput}>Upload a proof image</label>
              <input
                id={proofInput}
                type="file"
                accept="image/*"
                disabled={uploadProof.isPending}
                data-testid="proof-upload"
                onChange={(e) => {
                  const f = e.target.files?.[0]
                  if (f) uploadProof.mutate(f)
                  e.target.value = ""
                }}
              />
            </div>
          </div>

          <div>
            <h3>Fulfilment</h3>
            <div className="field">
              <label htmlFor="merchant-order-id">Merchant order id</label>
              <input
                id="merchant-order-id"
                value={form?.merchantOrderId ?? ""}
                onChange={(e) => change({ merchantOrderId: e.target.value || null })}
                data-testid="merchant-order-id"
              />
            </div>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={Boolean(form?.isReady)}
                onChange={(e) => change({ isReady: e.target.checked })}
                data-testid="fulfillment-ready"
              />
              Ready
            </label>
            <label className={styles.checkbox} style={{ marginTop: "0.5rem" }}>
              <input
                type="checkbox"
                checked={Boolean(form?.isSent)}
                onChange={(e) => change({ isSent: e.target.checked })}
                data-testid="fulfillment-sent"
              />
              Sent
            </label>
            <p className="muted" aria-live="polite">
              {fulfil.isPending ? "Saving…" : ""}
            </p>

            <h3>E-mail the client</h3>
            <div className={styles.inline}>
              <label className="visually-hidden" htmlFor="email-template">
                Template
              </label>
              <select id="email-template" value={template} onChange={(e) => setTemplate(e.target.value)} style={{ maxWidth: "16rem" }}>
                {EMAIL_TEMPLATES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button-secondary button-small"
                onClick={() => email.mutate(template)}
                disabled={email.isPending}
                data-testid="send-client-email"
              >
                Send e-mail
              </button>
            </div>
            {o.communications.length > 0 && (
              <ul className="muted" style={{ fontSize: "0.88rem" }}>
                {o.communications.map((c, i) => (
                  <li key={i}>
                    {c.template} → {c.to} {when(c.sentAt)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  )
}

/** The parcels the print partner reported shipped (the package answer carries them; older answers may not). */
function shipmentsOf(partner: unknown): Shipment[] {
  const list = (partner as { shipments?: unknown } | null)?.shipments
  return Array.isArray(list) ? (list as Shipment[]) : []
}
