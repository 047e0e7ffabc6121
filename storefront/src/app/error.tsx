"use client"
/** A page that failed to render (spec section 8): the snag message; in production the error is posted to /api/log. */
import { useEffect } from "react"
import { useRuntimeConfig } from "@/components/providers/shop-providers"
import { FatalError } from "@/components/shell/fatal-error"
import { postErrorLog } from "@/lib/ui/post-error-log"

export default function ErrorPage({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const { production } = useRuntimeConfig()
  useEffect(() => {
    if (production) postErrorLog(error)
    else console.info("[render]", error)
  }, [error, production])
  return <FatalError />
}
