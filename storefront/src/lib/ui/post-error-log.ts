/**
 * Reports a fatal render error to the shop (spec section 8): POST /api/log with service
 * FRONTEND, level ERROR. Best effort: it never throws and never retries, since it runs while
 * the page is already broken.
 */
import { readToken } from "../session/token-storage"

export function postErrorLog(error: unknown): void {
  try {
    const message = error instanceof Error ? `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ""}` : String(error)
    const body = JSON.stringify({
      service: "FRONTEND",
      level: "ERROR",
      message: message.slice(0, 4000),
      url: window.location.href,
      token: readToken(),
    })
    void fetch("/api/log", { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => {})
  } catch {
    /* nothing more to do */
  }
}
