"use client"
import Link from "next/link"
import { useRuntimeConfig } from "@/components/providers/shop-providers"
import { useAccount } from "@/lib/session/use-account"
import styles from "../content.module.css"
import { InviteLink } from "./invite-link"
import { SendInviteForm } from "./send-invite-form"
import own from "./refer.module.css"

/** The logged-in shopper's invite link and invite form; visitors are asked to log in first. */
export function ReferPanel() {
  const { data: account, isPending } = useAccount()
  const { publicUrl } = useRuntimeConfig()
  if (isPending)
    return (
      <div className={`${styles.card} ${own.panel}`} aria-busy="true">
        <p className={styles.muted}>Loading your invite link…</p>
      </div>
    )
  if (!account || account.isTemp)
    return (
      <div className={`${styles.card} ${own.panel}`} data-testid="refer-login">
        <h2 className={own.panelTitle}>Get your invite link</h2>
        <p>Log in or create an account to get your personal invite link and send invitations.</p>
        <div className={styles.actions}>
          <Link href="/sign-in" className={styles.button}>
            Log in
          </Link>
          <Link href="/sign-up" className={styles.buttonGhost}>
            Sign up
          </Link>
        </div>
      </div>
    )
  return (
    <div className={`${styles.card} ${own.panel}`}>
      <h2 className={own.panelTitle}>Invite your friends</h2>
      {account.referralCode != null ? (
        <InviteLink url={`${publicUrl}/?referrerId=${account.referralCode}`} />
      ) : (
        <p className={styles.muted}>Send your first invitation below and your personal invite link appears here.</p>
      )}
      <SendInviteForm />
    </div>
  )
}
