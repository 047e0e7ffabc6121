"use client"
/**
 * /admin/orders: every order (GET /api/admin/orders with status, search and the ready-to-send
 * list), each opening its fulfilment panel. "Update all orders" refreshes their derived facts.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation"
import { useState } from "react"
import { when } from "@/lib/admin/admin-types"
import { toast } from "@/lib/ui/ui-store"
import { AdminHead } from "./admin-gate"
import { OrderDetail } from "./order-detail"
import { fulfillmentBadge, money } from "./order-bits"
import styles from "./admin.module.css"
import { useAdminOrders, useUpdateAllOrders } from "@/lib/admin/use-admin-orders"

const STATUSES = ["pending", "completed", "cancelled", "requires_action", "archived"] as const

export function OrdersView() {
  const params = useSearchParams()
  const router = useRouter()
  const path = usePathname()
  const [status, setStatus] = useState("")
  const [search, setSearch] = useState("")
  const [readyToSend, setReadyToSend] = useState(false)
  const [page, setPage] = useState(1)
  const open = params.get("order")
  const setOpen = (uuid: string | null) => router.replace(uuid ? `${path}?order=${encodeURIComponent(uuid)}` : path, { scroll: false })

  const filters = {
    status: status || undefined,
    search: search.trim() || undefined,
    readyToSend: readyToSend ? 1 : undefined,
    page,
    perPage: 25,
  }
  const orders = useAdminOrders(filters)
  const updateAll = useUpdateAllOrders({ onSuccess: (r) => toast(r.message || "All orders updated.") })
  const pages = Math.max(1, Math.ceil((orders.data?.count ?? 0) / 25))

  return (
    <>
      <AdminHead title="Orders" lead="Fulfil paid orders: prepare the print package, check the proof, send it to the print partner.">
        <button
          type="button"
          className="button-secondary"
          onClick={() => updateAll.mutate()}
          disabled={updateAll.isPending}
          data-testid="update-all-orders"
        >
          {updateAll.isPending ? "Updating…" : "Update all orders"}
        </button>
      </AdminHead>
      {open && <OrderDetail uuid={open} onClose={() => setOpen(null)} />}
      <form className={styles.filters} onSubmit={(e) => e.preventDefault()} role="search">
        <div>
          <label htmlFor="order-search">Search</label>
          <input
            id="order-search"
            type="search"
            placeholder="E-mail or order number"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
              setPage(1)
            }}
          />
        </div>
        <div>
          <label htmlFor="order-status">Status</label>
          <select
            id="order-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value)
              setPage(1)
            }}
          >
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace("_", " ")}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={readyToSend}
            onChange={(e) => {
              setReadyToSend(e.target.checked)
              setPage(1)
            }}
            data-testid="ready-to-send"
          />
          Ready to send only
        </label>
      </form>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="orders-table">
          <thead>
            <tr>
              <th></th>
              <th>Order</th>
              <th>Placed</th>
              <th>Customer</th>
              <th>Items</th>
              <th>Total</th>
              <th>Status</th>
              <th>Fulfilment</th>
            </tr>
          </thead>
          <tbody>
            {(orders.data?.orders ?? []).map((o) => {
              const first = o.cartStamp[0]?.paintingStamp?.image
              const img = typeof first === "string" ? first : (first?.thumb ?? first?.low ?? null)
              return (
                <tr key={o.id} data-testid="order-row">
                  <td>{img ? <img className={styles.thumb} src={img} alt="" loading="lazy" /> : <span className={styles.thumb} />}</td>
                  <td>
                    <button type="button" className={styles.rowButton} onClick={() => setOpen(o.uuid)}>
                      #{o.number}
                    </button>
                    {o.isTest && (
                      <>
                        {" "}
                        <span className={styles.badgeMuted}>Test</span>
                      </>
                    )}
                  </td>
                  <td>{when(o.dateCreated)}</td>
                  <td>{o.email ?? "—"}</td>
                  <td>{o.cartStamp.reduce((n, l) => n + l.quantity, 0)}</td>
                  <td>{money(o.totals.total, o.totals.currency)}</td>
                  <td>{o.status}</td>
                  <td>{fulfillmentBadge(o)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {orders.data?.orders.length === 0 && <p className={styles.empty}>No orders match.</p>}
        {orders.isPending && <p className={styles.empty}>Loading orders…</p>}
      </div>
      {pages > 1 && (
        <div className="button-row" style={{ marginTop: "1rem" }}>
          <button type="button" className="button-ghost button-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="button-ghost button-small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </div>
      )}
    </>
  )
}
