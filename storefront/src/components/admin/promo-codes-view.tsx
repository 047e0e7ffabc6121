"use client"
/** /admin/promo-codes: gift vouchers (GET /api/promo_codes; POST /api/promo_code; PATCH/DELETE /api/promo_code/{id}). */
import { useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { useDeleteById } from "@/lib/admin/use-delete-by-id"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import { AdminHead } from "./admin-gate"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"
import { useAllProducts, usePromoCodes } from "@/lib/admin/use-content-admin"
import { useSavePromoCode } from "@/lib/admin/use-content-changes"

type Draft = { code: string; discount: string; product: string; productHasFrame: "" | "true" | "false"; minProductQuantity: string }
const EMPTY: Draft = { code: "", discount: "10", product: "", productHasFrame: "", minProductQuantity: "1" }

const toBody = (d: Draft) => ({
  code: d.code.trim(),
  discount: Number(d.discount),
  product: d.product || null,
  productHasFrame: d.productHasFrame === "" ? null : d.productHasFrame === "true",
  minProductQuantity: Math.max(1, Math.round(Number(d.minProductQuantity) || 1)),
})

export function PromoCodesView() {
  const queryClient = useQueryClient()
  const codes = usePromoCodes()
  const products = useAllProducts()
  const [editing, setEditing] = useState<string | null>(null)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.promoCodes() })

  const save = useSavePromoCode({
    onSuccess: (r) => {
      toast(editing ? "Gift voucher updated." : r.message || "Gift voucher created.")
      setEditing(null)
      setDraft(EMPTY)
    },
  })
  const remove = useDeleteById("/api/promo_code", "Gift voucher deleted.", refresh)
  const productName = (id: string | null) => (id ? (products.data?.find((p) => p.id === id)?.name ?? id) : "Any product")
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate({ id: editing, body: toBody(draft) })
  }

  return (
    <>
      <AdminHead title="Gift vouchers" lead="Percent discounts customers type at checkout." />
      <form
        className={styles.panel}
        onSubmit={submit}
        data-testid="promo-code-form"
        aria-label={editing ? "Edit gift voucher" : "New gift voucher"}
      >
        <h2 style={{ marginTop: 0, fontFamily: "var(--font-slab)", fontSize: "1.15rem" }}>
          {editing ? "Edit gift voucher" : "New gift voucher"}
        </h2>
        <div className={styles.filters}>
          <div>
            <label htmlFor="promo-code">Code</label>
            <input id="promo-code" value={draft.code} onChange={set("code")} required />
          </div>
          <div>
            <label htmlFor="promo-discount">Discount (%)</label>
            <input id="promo-discount" type="number" min={1} max={100} value={draft.discount} onChange={set("discount")} />
          </div>
          <div>
            <label htmlFor="promo-product">Product</label>
            <select id="promo-product" value={draft.product} onChange={set("product")}>
              <option value="">Any product</option>
              {(products.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="promo-frame">Framing</label>
            <select id="promo-frame" value={draft.productHasFrame} onChange={set("productHasFrame")}>
              <option value="">Framed or not</option>
              <option value="true">Framed only</option>
              <option value="false">Unframed only</option>
            </select>
          </div>
          <div>
            <label htmlFor="promo-min">Minimum quantity</label>
            <input id="promo-min" type="number" min={1} value={draft.minProductQuantity} onChange={set("minProductQuantity")} />
          </div>
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending} data-testid="save-promo-code">
            {editing ? "Save voucher" : "Create voucher"}
          </button>
          {editing && (
            <button
              type="button"
              className="button-ghost"
              onClick={() => {
                setEditing(null)
                setDraft(EMPTY)
              }}
            >
              Cancel
            </button>
          )}
        </div>
      </form>

      <div className={styles.tableWrap} style={{ marginTop: "1.5rem" }}>
        <table className={styles.table} data-testid="promo-codes-table">
          <thead>
            <tr>
              <th>Code</th>
              <th>Discount</th>
              <th>Product</th>
              <th>Framing</th>
              <th>Min. quantity</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {(codes.data?.promoCodes ?? []).map((c) => (
              <tr key={c.id}>
                <td className={styles.mono}>{c.code}</td>
                <td>{c.discount}%</td>
                <td>{productName(c.product)}</td>
                <td>{c.productHasFrame === null ? "Any" : c.productHasFrame ? "Framed" : "Unframed"}</td>
                <td>{c.minProductQuantity}</td>
                <td>
                  <div className={styles.inline}>
                    <button
                      type="button"
                      className="button-secondary button-small"
                      onClick={() => {
                        setEditing(c.id)
                        setDraft({
                          code: c.code,
                          discount: String(c.discount),
                          product: c.product ?? "",
                          productHasFrame: c.productHasFrame === null ? "" : c.productHasFrame ? "true" : "false",
                          minProductQuantity: String(c.minProductQuantity),
                        })
                      }}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button-ghost button-small"
                      onClick={async () => {
                        if (await confirmAction(`Delete the gift voucher ${c.code}?`)) remove.mutate(c.id)
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {codes.data?.promoCodes.length === 0 && <p className={styles.empty}>No gift vouchers yet.</p>}
      </div>
    </>
  )
}
