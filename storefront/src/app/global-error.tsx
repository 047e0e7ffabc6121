"use client"
/**
 * The root layout itself failed: this replaces the whole document, outside the providers and
 * globals.css, so it carries its own minimal styling.
 */
import { useEffect } from "react"
import { FatalError } from "@/components/shell/fatal-error"
import { postErrorLog } from "@/lib/ui/post-error-log"

export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (process.env.NODE_ENV === "production") postErrorLog(error)
    else console.info("[render]", error)
  }, [error])
  return (
    <html lang="en">
      <head>
        <title>Custom Pet Portraits</title>
      </head>
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", color: "#1f1b16", background: "#fbf8f3" }}>
        <style>{`.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:.55rem 1.25rem;border-radius:999px;border:0;background:#b5532a;color:#fff;font:inherit;font-weight:600;cursor:pointer}.button:hover{background:#93401d}.snag-box{display:flex;flex-direction:column;align-items:center;max-width:30rem;margin:3rem auto;padding:2.5rem 1.5rem;text-align:center}.snag-title{margin:1rem 0 .25rem;font-family:Georgia,serif;font-size:2rem;font-weight:600}.snag-text{margin:0 0 1.25rem;color:#675e55}`}</style>
        <FatalError />
      </body>
    </html>
  )
}
