"use client"
/**
 * /admin/accounts: the accounts registered in the last year (POST /api/stats/registered), or
 * any account by its id (?id=, GET /api/account/{id}), banned or unbanned (POST
 * /api/account/{id}/ban and /unban): a banned account is refused from now on and its sessions end.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation"
import { useState } from "react"
import { when } from "@/lib/admin/admin-types"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import { AdminHead } from "./admin-gate"
import styles from "./admin.module.css"
import { useAdminAccount, useRegisteredAccounts } from "@/lib/admin/use-stats"
import { useBanAccount } from "@/lib/admin/use-ban-account"

const DAY_MS = 86_400_000

export function AccountsView() {
  const params = useSearchParams()
  const router = useRouter()
  const path = usePathname()
  const selected = params.get("id")
  const select = (id: string | null) => router.replace(id ? `${path}?id=${encodeURIComponent(id)}` : path, { scroll: false })
  const [lookup, setLookup] = useState("")
  // The last year, in whole days up to now (when the page opened).
  const [now] = useState(() => Date.now())
  const period = { from: new Date(now - 365 * DAY_MS).toISOString().slice(0, 10), to: new Date(now + DAY_MS).toISOString().slice(0, 10) }
  const registered = useRegisteredAccounts(period)
  const accounts = registered.data?.accounts ?? []

  return (
    <>
      <AdminHead title="Accounts" lead="Who registered in the last year. A banned account is refused from now on and its sessions end.">
        <form
          className={styles.inline}
          aria-label="Open an account"
          onSubmit={(e) => {
            e.preventDefault()
            if (lookup.trim()) select(lookup.trim())
          }}
        >
          <label htmlFor="account-id" className="visually-hidden">
            Account id
          </label>
          <input
            id="account-id"
            placeholder="Account id"
            value={lookup}
            onChange={(e) => setLookup(e.target.value)}
            style={{ width: "16rem" }}
          />
          <button type="submit" className="button-secondary" disabled={!lookup.trim()}>
            Open
          </button>
        </form>
      </AdminHead>

      {selected && <AccountPanel key={selected} id={selected} onClose={() => select(null)} />}

      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="accounts-table">
          <thead>
            <tr>
              <th>E-mail</th>
              <th>Name</th>
              <th>Joined</th>
              <th>Verified</th>
              <th>Orders</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.id} aria-current={a.id === selected ? "true" : undefined}>
                <td>{a.email ?? "—"}</td>
                <td>{a.name ?? "—"}</td>
                <td>{when(a.dateJoined)}</td>
                <td>{a.isVerified ? "Yes" : "No"}</td>
                <td>{a.orders}</td>
                <td>
                  <button type="button" className="button-ghost button-small" onClick={() => select(a.id)}>
                    Manage
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {registered.isError && <p className={styles.error}>The accounts could not be loaded.</p>}
        {registered.data && accounts.length === 0 && <p className={styles.empty}>Nobody registered in the last year.</p>}
        {registered.data && registered.data.count > accounts.length && (
          <p className={styles.empty}>
            The newest {accounts.length} of {registered.data.count}; open an older one by its id.
          </p>
        )}
      </div>
    </>
  )
}

/** One account with its ban state, and the button that bans or unbans it. */
function AccountPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const account = useAdminAccount(id)
  // Errors (e.g. "You cannot ban yourself.") show as toasts, as every failed change does.
  const setBanned = useBanAccount(id, { onSuccess: (changed) => toast(changed.isBanned ? "Account banned." : "Account unbanned.") })
  const a = account.data

  return (
    <section className={`${styles.panel} ${styles.section}`} aria-label="Account" data-testid="account-panel">
      <div className={styles.inline} style={{ justifyContent: "space-between" }}>
        <h2 style={{ margin: 0 }}>{a ? (a.email ?? (a.isTemp ? "Visitor (temporary account)" : "No e-mail")) : "Account"}</h2>
        <button type="button" className="button-ghost button-small" onClick={onClose}>
          Close
        </button>
      </div>
      {account.isPending && <p className={styles.empty}>Loading…</p>}
      {account.isError && <p className={styles.error}>{account.error.message || "The account could not be loaded."}</p>}
      {a && (
        <>
          <p>
            <span className={a.isBanned ? styles.badgeBad : styles.badgeOk} data-testid="ban-state">
              {a.isBanned ? "Banned" : "Active"}
            </span>{" "}
            {a.isBanned
              ? "This account is refused: it cannot log in, and its sessions have ended."
              : "This account may log in and use the shop."}
          </p>
          <p className="muted">
            {a.name ? `${a.name} · ` : ""}joined {when(a.dateJoined)} · {a.isVerified ? "verified" : "not verified"}
            {a.isAdmin ? " · staff" : ""} · <span className={styles.mono}>{a.id}</span>
          </p>
          <button
            type="button"
            className={a.isBanned ? "button-secondary" : "button"}
            disabled={setBanned.isPending}
            data-testid={a.isBanned ? "unban-account" : "ban-account"}
            onClick={async () => {
              if (a.isBanned) setBanned.mutate(false)
              else if (await confirmAction(`Ban ${a.email ?? "this account"}? It is refused from now on and its sessions end.`))
                setBanned.mutate(true)
            }}
          >
            {a.isBanned ? "Unban account" : "Ban account"}
          </button>
        </>
      )}
    </section>
  )
}
