/**
 * HTTP for the remote providers: Node's fetch under one deadline per painting (AbortSignal),
 * vendor errors parsed into VendorError, connection failures into Unreachable, and polling
 * with backoff. Nothing here retries a request that may have started paid work.
 */
import { DeadlineExceeded, Unreachable, VendorError } from "./errors"

/** The time a painting may take, from its first request to its last byte. */
export class Deadline {
  readonly end: number
  constructor(readonly ms: number) {
    this.end = Date.now() + ms
  }
  remaining(): number {
    return Math.max(0, this.end - Date.now())
  }
  expired(): boolean {
    return this.remaining() <= 0
  }
  check(): void {
    if (this.expired()) throw new DeadlineExceeded(this.ms)
  }
  /** Waits `ms`, or until the deadline; throws DeadlineExceeded once it has passed. */
  async sleep(ms: number): Promise<void> {
    const remaining = this.remaining()
    await new Promise((resolve) => setTimeout(resolve, Math.min(ms, remaining)))
    // A timer may fire a millisecond before Date.now() says the deadline came: a sleep that
    // the deadline cut short has reached it.
    if (ms >= remaining) throw new DeadlineExceeded(this.ms)
    this.check()
  }
}

/** Turns a vendor's error answer (status, parsed JSON body or null, raw text) into a VendorError. */
export type ErrorParser = (status: number, body: unknown, text: string) => VendorError

export function kindOfStatus(status: number): VendorError["kind"] {
  if (status === 401 || status === 403) return "auth"
  if (status === 429) return "rate-limit"
  if (status >= 400 && status < 500) return "invalid"
  return "server"
}

/** The usual shapes: {error:{message}}, {error:"..."}, {detail:"..."}, {message:"..."}, {errors:[...]}. */
export const genericError: ErrorParser = (status, body, text) => {
  const b = (body ?? {}) as Record<string, unknown>
  const message =
    (typeof b.error === "object" && (b.error as { message?: unknown } | null)?.message) ||
    (typeof b.error === "string" && b.error) ||
    (typeof b.detail === "string" && b.detail) ||
    b.message ||
    (Array.isArray(b.errors) && b.errors.join("; ")) ||
    text.slice(0, 300) ||
    `HTTP ${status}`
  return new VendorError(String(message), status, kindOfStatus(status))
}

export type CallOptions = {
  deadline: Deadline
  parseError?: ErrorParser
  /** A shorter limit for this one request (a poll or a cancel), still within the deadline. */
  capMs?: number
  /** Ignore the painting's deadline (cancel and interrupt calls made after it passed). */
  ownTimeoutMs?: number
}

function signalFor(options: CallOptions): AbortSignal {
  const ms = options.ownTimeoutMs ?? Math.min(options.deadline.remaining(), options.capMs ?? Infinity)
  return AbortSignal.timeout(Math.max(1, ms))
}

function describeNetworkError(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause
  return cause?.code || cause?.message || (err as Error)?.message || String(err)
}

/** fetch + reading the answer with `read`, both under the deadline; errors as VendorError/Unreachable/DeadlineExceeded. */
export async function call<T>(url: string, init: RequestInit, options: CallOptions, read: (res: Response) => Promise<T>): Promise<T> {
  if (options.ownTimeoutMs === undefined) options.deadline.check()
  const signal = signalFor(options)
  let res: Response
  try {
    res = await fetch(url, { ...init, signal })
  } catch (err) {
    if (options.ownTimeoutMs === undefined && options.deadline.expired()) throw new DeadlineExceeded(options.deadline.ms)
    if (signal.aborted) throw new Unreachable(`no answer from ${new URL(url).host} in time`)
    throw new Unreachable(`${new URL(url).host}: ${describeNetworkError(err)}`)
  }
  try {
    if (!res.ok) {
      const text = await res.text().catch(() => "")
      let body: unknown = null
      try {
        body = JSON.parse(text)
      } catch {
        body = null
      }
      throw (options.parseError ?? genericError)(res.status, body, text)
    }
    return await read(res)
  } catch (err) {
    if (err instanceof VendorError) throw err
    if (options.ownTimeoutMs === undefined && options.deadline.expired()) throw new DeadlineExceeded(options.deadline.ms)
    throw new Unreachable(`${new URL(url).host}: ${describeNetworkError(err)}`)
  }
}

export const callJson = <T = unknown>(url: string, init: RequestInit, options: CallOptions) =>
  call<T>(url, init, options, async (res) => {
    const text = await res.text()
    try {
      return JSON.parse(text) as T
    } catch {
      throw new VendorError(`an answer that is not JSON: ${text.slice(0, 120)}`, res.status, "server")
    }
  })

export const callBytes = (url: string, init: RequestInit, options: CallOptions) =>
  call(url, init, options, async (res) => ({ bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers }))

/** Best effort, after a time-out or failure: a cancel or interrupt must not hide the real reason. */
export async function bestEffort(url: string, init: RequestInit, headers?: Record<string, string>): Promise<boolean> {
  try {
    const res = await fetch(url, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(5_000),
    })
    await res.arrayBuffer().catch(() => undefined)
    return res.ok
  } catch {
    return false
  }
}

/** Delays between polls: start fast, grow by half each time, never beyond `maxMs`. */
export function backoff(initialMs: number, maxMs: number): () => number {
  let next = initialMs
  return () => {
    const now = next
    next = Math.min(maxMs, Math.round(next * 1.5))
    return now
  }
}

/**
 * A service URL that may carry credentials (http://user:pass@host:7860, as AUTOMATIC1111's
 * --api-auth wants): fetch refuses such URLs, so they become a Basic Authorization header.
 */
export function splitCredentials(raw: string): { base: string; headers: Record<string, string> } {
  const url = new URL(raw)
  const headers: Record<string, string> = {}
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username)
    const pass = decodeURIComponent(url.password)
    headers.Authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`
    url.username = ""
    url.password = ""
  }
  return { base: url.toString().replace(/\/+$/, ""), headers }
}
