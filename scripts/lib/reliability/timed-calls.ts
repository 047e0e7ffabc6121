/**
 * The reliability bench's HTTP side: one timed call, a pool that runs jobs a few at a time,
 * and the latency summary (count, status classes, p50/p95/p99) every phase prints.
 */

export type Sent = { method: string; path: string; variant: string; status: number; message: string; ms: number; at?: number }

export type CallInit = { body?: string | Buffer; type?: string; auth?: string; headers?: Record<string, string> }

/** One call; no answer at all (a dropped connection, a timeout) is status 599, counted with the 5xx. */
export async function send(base: string, method: string, path: string, init: CallInit = {}) {
  const started = performance.now()
  try {
    const headers: Record<string, string> = { ...init.headers }
    if (init.type) headers["content-type"] = init.type
    if (init.auth) headers.authorization = init.auth
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: init.body,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    })
    const text = await res.text()
    let json: unknown
    let message = ""
    try {
      json = JSON.parse(text)
      message = String((json as { message?: string }).message ?? "")
    } catch {
      message = text.slice(0, 80)
    }
    return { status: res.status, message, json, headers: res.headers, ms: performance.now() - started }
  } catch (err) {
    return {
      status: 599,
      message: `no answer: ${(err as Error).message}`,
      json: undefined,
      headers: new Headers(),
      ms: performance.now() - started,
    }
  }
}

/** Runs the jobs `parallel` at a time, answers in the jobs' order. */
export async function pool<T>(jobs: (() => Promise<T>)[], parallel: number): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < jobs.length) {
        const i = next++
        results[i] = await jobs[i]()
      }
    })
  )
  return results
}

export function percentile(sortedMs: number[], q: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(q * sortedMs.length))] ?? 0
}

/** "200 12, 4xx 3" style counts of status classes. */
export function statusClasses(sent: Sent[]): string {
  const byClass = new Map<string, number>()
  for (const s of sent) byClass.set(`${Math.floor(s.status / 100)}xx`, (byClass.get(`${Math.floor(s.status / 100)}xx`) ?? 0) + 1)
  return [...byClass]
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")
}

/** Prints one line for a set of calls and each 5xx (the first 25); answers the number of 5xx. */
export function summarise(title: string, sent: Sent[]): number {
  const sorted = sent.map((s) => s.ms).sort((a, b) => a - b)
  const fives = sent.filter((s) => s.status >= 500)
  console.log(
    `${title}: ${sent.length} requests; ${statusClasses(sent)}; p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms; 5xx: ${fives.length}`
  )
  for (const f of fives.slice(0, 25))
    console.log(`  ✗ ${f.status} ${f.method} ${f.path.slice(0, 80)} [${f.variant}] ${f.message.slice(0, 100)}`)
  return fives.length
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
