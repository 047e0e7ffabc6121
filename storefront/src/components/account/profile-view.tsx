"use client"
/**
 * /account: name and location (saved as the shopper types), the e-mail, the newsletter and
 * cart-reminder switches, resending the activation e-mail, and log out.
 */
import Link from "next/link"
import { useRouter } from "next/navigation"
import { useEffect, useRef, useState } from "react"
import { ResendActivationButton } from "@/components/auth/resend-activation-button"
import type { Account } from "@petshop/contract"
import type { AccountChanges } from "@/lib/account/update-account"
import { useUpdateProfile } from "@/lib/account/use-update-profile"
import { AUTOSAVE_DEBOUNCE_MS } from "@/lib/checkout/use-address-book-form"
import { useAccount, useSessionActions } from "@/lib/session/use-account"
import { ActivationBanner } from "./activation-banner"
import { SubscriptionSwitch } from "./subscription-switch"
import styles from "./account.module.css"

const joined = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" })

function ProfileFields({ account }: { account: Account }) {
  const [name, setName] = useState(account.name ?? "")
  const [location, setLocation] = useState(account.location ?? "")
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const save = useUpdateProfile()
  useEffect(() => () => clearTimeout(timer.current), [])

  const schedule = (changes: AccountChanges) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => save.mutate(changes), AUTOSAVE_DEBOUNCE_MS)
  }

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="profile-name">Name</label>
          <input
            id="profile-name"
            name="name"
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={(e) => {
              setName(e.target.value)
              schedule({ name: e.target.value.trim() || null, location: location.trim() || null })
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="profile-location">Location</label>
          <input
            id="profile-location"
            name="location"
            autoComplete="address-level2"
            maxLength={120}
            placeholder="e.g. Denver, Colorado"
            value={location}
            onChange={(e) => {
              setLocation(e.target.value)
              schedule({ name: name.trim() || null, location: e.target.value.trim() || null })
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="profile-email">Email</label>
          <input id="profile-email" value={account.email ?? ""} readOnly />
        </div>
        <div className={styles.field}>
          <span className={styles.hint} style={{ marginTop: "auto" }} role="status" data-testid="profile-save-state">
            {save.isPending ? "Saving…" : save.isSuccess ? "Saved." : `Member since ${joined.format(new Date(account.dateJoined))}`}
          </span>
        </div>
      </div>
    </section>
  )
}

export function ProfileView({ activate }: { activate?: string }) {
  const { data: account } = useAccount()
  const { logout } = useSessionActions()
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const registered = !!account && !account.isTemp

  return (
    <>
      {activate ? <ActivationBanner token={activate} loggedIn={registered} /> : null}
      {!account || account.isTemp ? null : (
        <>
          {!account.isVerified && !activate ? (
            <div className={`${styles.banner} ${styles.warn}`} data-testid="verify-email-banner">
              <h2>Please verify your e-mail</h2>
              <p>We sent a link to {account.email}. Open it to start creating paintings.</p>
              <div className={styles.row}>
                <ResendActivationButton className={styles.ghost} />
              </div>
            </div>
          ) : null}
          <ProfileFields account={account} />
          <section className={styles.card} aria-labelledby="emails-title">
            <h2 id="emails-title">E-mails</h2>
            <div>
              <SubscriptionSwitch
                list="newsletter"
                on={account.newsletter}
                title="Newsletter"
                text="New styles, offers and stories from our studio, now and then."
              />
              <SubscriptionSwitch
                list="cart_reminders"
                on={account.cartReminders}
                title="Cart reminders"
                text="A reminder when paintings wait in your cart."
              />
            </div>
          </section>
          <section className={styles.card} aria-labelledby="session-title">
            <h2 id="session-title">Session</h2>
            <div className={styles.row}>
              <Link className={styles.ghost} href="/account/orders">
                My orders
              </Link>
              <Link className={styles.ghost} href="/account/update-password">
                Change password
              </Link>
              <button
                type="button"
                className={styles.button}
                disabled={leaving}
                onClick={async () => {
                  setLeaving(true)
                  await logout()
                  router.push("/")
                }}
              >
                {leaving ? "Logging out…" : "Log out"}
              </button>
            </div>
          </section>
        </>
      )}
    </>
  )
}
