/**
 * Shoppers as a crowd makes them (issue 20, item 6): each registers from an address of its
 * own (X-Forwarded-For, which the bench shop trusts from loopback), then, until the time is up,
 * looks at the gallery, the styles, the products and a painting, puts a demo painting in its
 * cart, changes the quantity, and every few rounds checks out and pays on the test-payment
 * page; otherwise it takes the line out again. Between two calls it thinks for a while, as a
 * person on a phone does. After paying it lands on the order-complete page and makes that
 * page's calls, asking again each second while the order is being placed. Every call is timed;
 * afterwards each shopper's orders are counted against the payments it made, so a lost or
 * doubled order shows.
 */
import { percentile, send, sleep, statusClasses, type Sent } from "./timed-calls"

export type ShopperLoadOptions = {
  base: string
  shoppers: number
  seconds: number
  /** Think time between two calls of one shopper, drawn evenly from this range. */
  thinkMs: [number, number]
  /** Pays for its cart every this many rounds. */
  buyEvery: number
  /** Names the accounts, so runs against one shop do not collide. */
  runId: string
}

type Shopper = { n: number; auth: string; ip: string; paid: number }

export type ShopperLoadResult = {
  sent: Sent[]
  shoppers: Shopper[]
  seconds: number
  startedAt: number
  /** From pressing Pay to the order on the shopper's order-complete page, per purchase (ms). */
  placedMs: number[]
}

const ADDRESS = {
  firstName: "Lee",
  lastName: "Loadtest",
  country: "USA",
  state: "CO",
  city: "Denver",
  address1: "1200 Larimer Street",
  address2: "",
  zipCode: "80204",
  phoneNumber: "303-555-0123",
}

/** What a call must answer to count as served; anything else is an error of the run. */
const OK = new Set([200, 201, 202, 204, 303])

export async function demoPaintingIds(base: string): Promise<string[]> {
  const res = await send(base, "GET", "/api/paintings?scope=isPublic&perPage=50")
  const paintings = ((res.json as { paintings?: { id: string; isDemo?: boolean }[] })?.paintings ?? []).filter((p) => p.isDemo)
  if (!paintings.length)
    throw new Error(`the shop has no public demo paintings to put in carts (GET /api/paintings answered ${res.status})`)
  return paintings.map((p) => p.id)
}

export async function runShopperLoad(options: ShopperLoadOptions): Promise<ShopperLoadResult> {
  const { base, seconds, thinkMs } = options
  const demos = await demoPaintingIds(base)
  const sent: Sent[] = []
  const placed: number[] = []
  const startedAt = Date.now()
  const endsAt = startedAt + seconds * 1000
  const think = () => sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]))

  async function call(shopper: Shopper | null, label: string, method: string, path: string, body?: unknown, ip?: string) {
    const headers: Record<string, string> = { "x-forwarded-for": shopper?.ip ?? ip ?? "10.77.0.1" }
    const answer = await send(base, method, path, {
      auth: shopper?.auth,
      headers,
      type: body === undefined ? undefined : "application/json",
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    sent.push({ method, path, variant: label, status: answer.status, message: answer.message, ms: answer.ms, at: Date.now() - startedAt })
    return answer
  }

  async function becomeShopper(n: number): Promise<Shopper | null> {
    const ip = `10.77.${(n >> 8) & 255}.${n & 255 || 250}`
    const visitor = await call(null, "account (new visitor)", "GET", "/api/account", undefined, ip)
    const token = (visitor.json as { token?: string } | undefined)?.token
    if (!token) return null
    const shopper: Shopper = { n, auth: `Token ${token}`, ip, paid: 0 }
    await think()
    const email = `load-${options.runId}-${n}@petportraits.test`
    const registered = await call(shopper, "register", "POST", "/api/account/register", { email, password: "load-shopper-2026" })
    if (!OK.has(registered.status)) return null
    await think()
    await call(shopper, "address", "PATCH", "/api/account/update", {
      addresses: { shipping: ADDRESS, billing: ADDRESS, isBillingSameAsShipping: true },
    })
    return shopper
  }

  async function payForCart(shopper: Shopper) {
    const session = await call(shopper, "checkout session", "POST", "/api/cart/create-checkout-session")
    const url = (session.json as { url?: string } | undefined)?.url
    if (!url) return
    await think()
    const page = new URL(url)
    const started = performance.now()
    const paid = await send(page.origin, "POST", `${page.pathname.replace(/\/$/, "")}/pay${page.search}`, {
      headers: { "x-forwarded-for": shopper.ip },
    })
    sent.push({
      method: "POST",
      path: "/checkout/test-payment/…/pay",
      variant: "pay",
      status: paid.status,
      message: paid.message,
      ms: performance.now() - started,
      at: Date.now() - startedAt,
    })
    if (paid.status !== 303) return
    shopper.paid++
    // The browser follows the redirect to the order-complete page, which verifies the purchase
    // (the worker makes the order; the page only after QUEUED_ORDER_GRACE_MS) and marks the
    // confirmation shown.
    const code = decodeURIComponent(new URL(paid.headers.get("location") ?? "", base).pathname.split("/").pop() ?? "")
    await think()
    // While the queue places the order the page is told so (202) and asks again each second.
    let order: string | undefined
    for (let asked = 0; asked < 60 && !order; asked++) {
      if (asked) await sleep(1_000)
      const verified = await call(shopper, "order complete", "POST", "/api/cart/verify-purchase", { code })
      order = (verified.json as { order?: string | null } | undefined)?.order ?? undefined
      if (verified.status !== 202) break
    }
    if (!order) return
    placed.push(performance.now() - started)
    await call(shopper, "order shown", "POST", `/api/order/${encodeURIComponent(order)}/confirmation-shown`)
  }

  async function shop(n: number): Promise<Shopper | null> {
    // The crowd arrives over the first quarter of the run (a ramp, as load tests start), not in one burst.
    await sleep(Math.random() * ((seconds * 1000) / 4))
    const shopper = await becomeShopper(n)
    if (!shopper) return null
    for (let round = 1; Date.now() < endsAt; round++) {
      const painting = demos[(n + round) % demos.length]
      const steps: (() => Promise<unknown>)[] = [
        () => call(shopper, "gallery", "GET", "/api/paintings?scope=isPublic&perPage=12"),
        () => call(shopper, "styles", "GET", "/api/styles"),
        () => call(shopper, "products", "GET", "/api/products"),
        () => call(shopper, "painting", "GET", `/api/painting/${painting}`),
        async () => {
          const added = await call(shopper, "cart add", "POST", "/api/cart", { painting })
          const line = (added.json as { items?: { id: string }[] } | undefined)?.items?.at(-1)
          if (!line) return
          await think()
          await call(shopper, "cart view", "GET", "/api/cart")
          await think()
          await call(shopper, "cart quantity", "PATCH", `/api/cart/${line.id}`, { quantity: 2 })
          await think()
          if (round % options.buyEvery === 0) await payForCart(shopper)
          else await call(shopper, "cart remove", "DELETE", `/api/cart/${line.id}`)
        },
      ]
      for (const step of steps) {
        if (Date.now() >= endsAt) break
        await step()
        await think()
      }
    }
    return shopper
  }

  const shoppers = (await Promise.all(Array.from({ length: options.shoppers }, (_, n) => shop(n + 1)))).filter((s): s is Shopper => !!s)
  return { sent, shoppers, seconds: (Date.now() - startedAt) / 1000, startedAt, placedMs: placed }
}

/** Each shopper's orders against its payments, once the shop had time to turn payments into orders. */
export async function countOrders(base: string, shoppers: Shopper[], waitMs = 60_000) {
  const deadline = Date.now() + waitMs
  let lost = 0
  let doubled = 0
  for (const shopper of shoppers) {
    for (;;) {
      const res = await send(base, "GET", "/api/orders?perPage=100", { auth: shopper.auth, headers: { "x-forwarded-for": shopper.ip } })
      const count = (res.json as { count?: number } | undefined)?.count ?? -1
      if (count === shopper.paid || count > shopper.paid || Date.now() > deadline) {
        if (count < shopper.paid) lost += shopper.paid - Math.max(0, count)
        if (count > shopper.paid) doubled += count - shopper.paid
        break
      }
      await sleep(1_000)
    }
  }
  return { paid: shoppers.reduce((sum, s) => sum + s.paid, 0), lost, doubled }
}

export type LoadWindow = {
  /** Seconds from the start of the run; a call counts in the window it started in. */
  from: number
  to: number
  calls: number
  p50: number
  p99: number
  /** The call kind with the highest p99 in the window, and that p99. */
  slowest: { variant: string; p99: number }
}

function msPercentile(calls: Sent[], q: number): number {
  const ms = calls.map((c) => c.ms).sort((a, b) => a - b)
  return percentile(ms, q)
}

/**
 * The run in slices of time: a crowd's p99 comes from some moments more than others (arrivals
 * registering, everybody checking out in the same round), and the slices say which.
 */
export function loadByWindow(sent: Sent[], windowSeconds = 10): LoadWindow[] {
  const started = sent.map((call) => ({ call, at: ((call.at ?? 0) - call.ms) / 1000 }))
  const last = started.reduce((max, s) => Math.max(max, s.at), 0)
  const windows: LoadWindow[] = []
  for (let from = 0; from <= last; from += windowSeconds) {
    const calls = started.filter((s) => s.at >= from && s.at < from + windowSeconds).map((s) => s.call)
    if (!calls.length) continue
    const ofKind = (variant: string) => calls.filter((c) => c.variant === variant)
    const slowest = [...new Set(calls.map((c) => c.variant))]
      .map((variant) => ({ variant, p99: msPercentile(ofKind(variant), 0.99) }))
      .sort((x, y) => y.p99 - x.p99)[0]
    windows.push({
      from,
      to: from + windowSeconds,
      calls: calls.length,
      p50: msPercentile(calls, 0.5),
      p99: msPercentile(calls, 0.99),
      slowest,
    })
  }
  return windows
}

/** One table line per call kind: count, errors, p50/p95/p99; then the whole run. Answers the errors and the p99. */
export function printLoad(result: ShopperLoadResult, title: string): { errors: number; p99: number; fives: number } {
  const kinds = [...new Set(result.sent.map((s) => s.variant))]
  const line = (label: string, calls: Sent[]) => {
    const errors = calls.filter((c) => !OK.has(c.status)).length
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => msPercentile(calls, q).toFixed(0).padStart(7))
    return `  ${label.padEnd(22)} ${String(calls.length).padStart(6)} ${String(errors).padStart(6)} ${p50} ${p95} ${p99}`
  }
  console.log(
    `${title}: ${result.shoppers.length} shoppers, ${result.sent.length} calls in ${result.seconds.toFixed(0)} s = ${(result.sent.length / result.seconds).toFixed(1)} req/s; ${statusClasses(result.sent)}`
  )
  console.log(
    `  ${"call".padEnd(22)} ${"calls".padStart(6)} ${"errors".padStart(6)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"p99 ms".padStart(7)}`
  )
  for (const kind of kinds)
    console.log(
      line(
        kind,
        result.sent.filter((s) => s.variant === kind)
      )
    )
  console.log(line("all", result.sent))
  console.log(
    `  ${"started in".padEnd(22)} ${"calls".padStart(6)} ${"".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)}  slowest (p99)`
  )
  for (const w of loadByWindow(result.sent))
    console.log(
      `  ${`${w.from}-${w.to} s`.padEnd(22)} ${String(w.calls).padStart(6)} ${"".padStart(6)} ${w.p50.toFixed(0).padStart(7)} ${w.p99.toFixed(0).padStart(7)}  ${w.slowest.variant} (${w.slowest.p99.toFixed(0)} ms)`
    )
  if (result.placedMs.length) {
    const placed = [...result.placedMs].sort((a, b) => a - b)
    console.log(
      `  from Pay to the order on the order-complete page: ${placed.length} purchases, p50 ${percentile(placed, 0.5).toFixed(0)} ms, p99 ${percentile(placed, 0.99).toFixed(0)} ms`
    )
  }
  const errors = result.sent.filter((c) => !OK.has(c.status))
  for (const e of errors.slice(0, 15))
    console.log(`  ✗ ${e.status} ${e.method} ${e.path.slice(0, 70)} [${e.variant}] ${e.message.slice(0, 100)}`)
  return { errors: errors.length, p99: msPercentile(result.sent, 0.99), fives: result.sent.filter((c) => c.status >= 500).length }
}
