"use client"
/**
 * The prompts the API errors open (spec sections 4 and 8): RequireLogin (a visitor tried to
 * create a painting) and VerifyEmail (the account's address is not confirmed yet). They fade
 * out and close 300 ms after being dismissed.
 */
import Link from "next/link"
import { usePathname } from "next/navigation"
import { useEffect, useState } from "react"
import { handleApiError } from "@/lib/api/handle-api-error"
import { useAccount } from "@/lib/session/use-account"
import { useUi, type Prompt } from "@/lib/ui/ui-store"
import { Modal } from "./modal"
import { resendActivation } from "@/lib/account/use-resend-activation"

export const PROMPT_CLOSE_MS = 300

export function LoginPrompts() {
  const prompt = useUi((s) => s.prompt)
  const openPrompt = useUi((s) => s.openPrompt)
  const [closing, setClosing] = useState(false)
  // The prompt on screen stays while it fades out, even if the store moved on.
  const [shown, setShown] = useState<Prompt>(null)

  // A change of the store's prompt, seen while rendering: a new prompt shows at once (ending
  // a fade-out under way); none any more fades out the one on screen.
  const [seenPrompt, setSeenPrompt] = useState<Prompt>(null)
  if (prompt !== seenPrompt) {
    setSeenPrompt(prompt)
    if (prompt) {
      setClosing(false)
      setShown(prompt)
    } else if (shown && !closing) {
      setClosing(true)
    }
  }

  // Fading out: closed after PROMPT_CLOSE_MS (a new prompt or leaving the page stops the timer).
  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(() => {
      openPrompt(null)
      setShown(null)
      setClosing(false)
    }, PROMPT_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [closing, openPrompt])

  const close = () => setClosing(true)

  return (
    <>
      <Modal
        open={shown === "RequireLogin"}
        onClose={close}
        closing={closing}
        title="Log in to create paintings"
        size="small"
        testId="require-login-prompt"
      >
        <RequireLoginBody onFollow={close} />
      </Modal>
      <Modal
        open={shown === "VerifyEmail"}
        onClose={close}
        closing={closing}
        title="Please verify your email"
        size="small"
        testId="verify-email-prompt"
      >
        <VerifyEmailBody onDone={close} />
      </Modal>
    </>
  )
}

function RequireLoginBody({ onFollow }: { onFollow: () => void }) {
  const pathname = usePathname()
  const next = encodeURIComponent(pathname + (typeof window === "undefined" ? "" : window.location.search))
  return (
    <>
      <p>
        You need to log in to create paintings, so your artworks are kept safe in your account and you can come back to them any time. New
        here? Signing up takes a minute.
      </p>
      <div className="button-row" style={{ justifyContent: "flex-end", marginTop: "1.5rem" }}>
        <Link href={`/sign-up?next=${next}`} className="button-secondary" onClick={onFollow}>
          Sign up
        </Link>
        <Link href={`/sign-in?next=${next}`} className="button" onClick={onFollow}>
          Log in
        </Link>
      </div>
    </>
  )
}

function VerifyEmailBody({ onDone }: { onDone: () => void }) {
  const { data: account } = useAccount()
  const [sending, setSending] = useState(false)
  const toast = useUi((s) => s.toast)
  const resend = async () => {
    setSending(true)
    try {
      await resendActivation()
      toast("Activation email sent.")
      onDone()
    } catch (err) {
      handleApiError(err)
    } finally {
      setSending(false)
    }
  }
  return (
    <>
      <p>
        Before you create paintings, please confirm your email address. We sent an activation email
        {account?.email ? (
          <>
            {" "}
            to <strong>{account.email}</strong>
          </>
        ) : null}
        : open it and follow the link inside.
      </p>
      <p className="muted">Can&apos;t find it? Check your spam folder, or have it sent again.</p>
      <div className="button-row" style={{ justifyContent: "flex-end", marginTop: "1.5rem" }}>
        <button type="button" className="button-secondary" onClick={onDone}>
          Later
        </button>
        <button type="button" className="button" onClick={resend} disabled={sending}>
          {sending ? "Sending…" : "Resend activation email"}
        </button>
      </div>
    </>
  )
}
