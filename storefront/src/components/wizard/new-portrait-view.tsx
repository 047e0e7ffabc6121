"use client"
/**
 * /portraits/new: the wizard as a page. Visitors are asked to log in and unverified accounts
 * to verify first (spec section 6); the chosen style and photo live in the address.
 */
import Link from "next/link"
import { useRouter } from "next/navigation"
import { useAccount } from "@/lib/session/use-account"
import { useUi } from "@/lib/ui/ui-store"
import { CreatePaintingWizard } from "./create-painting-wizard"
import styles from "./wizard.module.css"

export function NewPortraitView({ styleId, photoId }: { styleId: string | null; photoId: string | null }) {
  const router = useRouter()
  const { data: account, isPending, isError } = useAccount()
  const here = `/portraits/new${styleId ? `?styleId=${encodeURIComponent(styleId)}` : ""}`

  if (isPending) return <div className={styles.panel} aria-busy="true" aria-label="Loading" />
  if (isError || !account) {
    return (
      <div className={styles.gate}>
        <h1>Create your painting</h1>
        <p className={styles.note}>The shop could not be reached just now. Please refresh this page in a moment.</p>
      </div>
    )
  }
  if (account.isTemp) {
    return (
      <div className={styles.gate} data-testid="wizard-login-gate">
        <h1>Log in to paint your pet</h1>
        <p className={styles.note}>Your paintings are kept in your account, so you can come back to them, order prints and share them.</p>
        <div className="button-row">
          <Link className="button" href={`/sign-in?next=${encodeURIComponent(here)}`}>
            Log in
          </Link>
          <Link className="button-secondary" href={`/sign-up?next=${encodeURIComponent(here)}`}>
            Sign up
          </Link>
        </div>
      </div>
    )
  }
  if (!account.isVerified) {
    return (
      <div className={styles.gate} data-testid="wizard-verify-gate">
        <h1>Verify your email first</h1>
        <p className={styles.note}>
          We sent a link to {account.email ?? "your email address"}. Once you have opened it, you can start painting.
        </p>
        <button type="button" className="button" onClick={() => useUi.getState().openPrompt("VerifyEmail")}>
          Verify my email
        </button>
      </div>
    )
  }

  return (
    <CreatePaintingWizard
      styleId={styleId}
      photoId={photoId}
      onStyleChange={(nextStyle, nextPhoto) => {
        const q = new URLSearchParams()
        if (nextStyle) q.set("styleId", nextStyle)
        if (nextPhoto) q.set("photoId", nextPhoto)
        router.replace(`/portraits/new${q.size ? `?${q}` : ""}`, { scroll: false })
      }}
      onClose={() => (window.history.length > 1 ? router.back() : router.push("/pet-portraits"))}
    />
  )
}
