"use client"
/**
 * "Paint my pet" for a style (spec section 4): goes through useStartPainting, so a visitor is
 * asked to log in, an unverified account to verify, and a verified one opens the wizard.
 * A real link underneath, so it also works before the page is interactive.
 */
import { useState } from "react"
import { useStartPainting, wizardHref } from "@/lib/wizard/use-start-painting"

export function CreatePaintingButton({ styleId, label = "Paint my pet" }: { styleId: string; label?: string }) {
  const start = useStartPainting()
  const [busy, setBusy] = useState(false)
  return (
    <a
      className="button"
      href={styleId ? wizardHref(styleId) : "/portraits/new"}
      data-testid="create-painting-button"
      aria-busy={busy || undefined}
      onClick={async (e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
        e.preventDefault()
        if (busy) return
        setBusy(true)
        try {
          await start(styleId)
        } finally {
          setBusy(false)
        }
      }}
    >
      {label}
    </a>
  )
}
