/**
 * What can go wrong talking to a remote painting service, and the sentence a customer reads
 * for it. Every failure of a remote painting ends as a PaintingFailure (not retried: a retry
 * would spend the vendor's credits again and keep the customer waiting twice as long).
 */
import { PaintingFailure } from "../painting-provider"

export const NOT_CONFIGURED_REASON = "The painting service is not configured. Please choose another style."

/** The vendor answered with an error (HTTP status, or a failed job). `message` is the vendor's own words. */
export class VendorError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly kind: "auth" | "rate-limit" | "refused" | "invalid" | "server" | "job" = "server"
  ) {
    super(message)
  }
}

/** Our deadline for the whole painting passed. */
export class DeadlineExceeded extends Error {
  constructor(readonly timeoutMs: number) {
    super(`deadline of ${timeoutMs} ms exceeded`)
  }
}

/** The service could not be reached at all (refused, reset, DNS). */
export class Unreachable extends Error {}

/** A vendor's message as one short sentence: first line, no stack trace, no trailing dot, at most 200 characters. */
export function readableVendorMessage(message: unknown): string {
  let text = typeof message === "string" ? message : message == null ? "" : JSON.stringify(message)
  text =
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)[0] ?? ""
  text = text
    .replace(/\s+/g, " ")
    .replace(/^(error|exception|runtimeerror|valueerror)\s*:\s*/i, "")
    .replace(/[.\s]+$/, "")
  if (text.length > 200) text = `${text.slice(0, 197).trimEnd()}…`
  return text ? text[0].toUpperCase() + text.slice(1) : ""
}

/** "1 second", "45 seconds", "3 minutes". */
export function duration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000))
  if (seconds < 120) return seconds === 1 ? "1 second" : `${seconds} seconds`
  return `${Math.round(seconds / 60)} minutes`
}

/** Any error of a remote call as the PaintingFailure the painting job stores for the customer. */
export function toPaintingFailure(err: unknown, label: string): PaintingFailure {
  if (err instanceof PaintingFailure) return err
  if (err instanceof DeadlineExceeded) {
    return new PaintingFailure(
      `${label} took longer than ${duration(err.timeoutMs)}, so we stopped this painting. Please try again, or choose another style.`
    )
  }
  if (err instanceof Unreachable) {
    return new PaintingFailure(`${label} cannot be reached right now. Please try again later, or choose another style.`)
  }
  if (err instanceof VendorError) {
    const said = readableVendorMessage(err.message)
    // "...: Sorry about that!" needs no full stop after it.
    const stop = /[!?]$/.test(said) ? "" : "."
    switch (err.kind) {
      case "auth":
        return new PaintingFailure(
          `${label} is not set up correctly: it refused our credentials${said ? ` (${said})` : ""}. Please choose another style.`
        )
      case "rate-limit":
        return new PaintingFailure(`${label} is busy right now. Please try again in a few minutes.`)
      case "refused":
        return new PaintingFailure(
          `${label} refused to paint this photo${said ? `: ${said}${stop}` : "."} Please try another photo or style.`
        )
      default:
        return new PaintingFailure(
          `${label} could not paint this photo${said ? `: ${said}${stop}` : "."} Please try again, or choose another style.`
        )
    }
  }
  return new PaintingFailure(
    `${label} failed unexpectedly: ${readableVendorMessage((err as Error)?.message ?? err) || "unknown error"}. Please try again.`
  )
}
