/**
 * Catalogue reads under load (issue 21, item 1): GET /api/products cached and uncached, beside
 * Medusa's own GET /store/products?limit=12 as the yardstick, on a backend booted in this
 * process with the seeded catalogue. Each read is asked by CONNECTIONS callers at once, each
 * asking again as soon as it has its answer, for SECONDS; the callers run in the same process
 * as the backend, so the figures compare reads with each other rather than give a server's
 * capacity.
 *
 * "Uncached" clears the Caching Module before every call, so it is the cost of the query and
 * the presenting alone.
 */
import { Modules } from "@medusajs/framework/utils"
import { expect, it } from "vitest"
import { shopIntegrationTestRunner } from "../integration-tests/helpers/shop-test-runner"

const CONNECTIONS = Number(process.env.CATALOGUE_BENCH_CONNECTIONS ?? 32)
const SECONDS = Number(process.env.CATALOGUE_BENCH_SECONDS ?? 10)

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
}

type Load = { requests: number; perSecond: number; p50: number; p99: number; errors: number }

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer, seeded }) => {
    it("prints the throughput of the catalogue reads", async () => {
      const caching = getContainer().resolve(Modules.CACHING, { allowUnregistered: true })
      const store = { headers: { "x-publishable-api-key": seeded().publishableKey } }

      /** CONNECTIONS callers asking `call` back to back for SECONDS. */
      async function load(call: () => Promise<unknown>, connections = CONNECTIONS): Promise<Load> {
        for (let i = 0; i < 3; i++) await call()
        const latencies: number[] = []
        let errors = 0
        const end = performance.now() + SECONDS * 1000
        const started = performance.now()
        await Promise.all(
          Array.from({ length: connections }, async () => {
            while (performance.now() < end) {
              const t = performance.now()
              try {
                await call()
                latencies.push(performance.now() - t)
              } catch {
                errors++
              }
            }
          })
        )
        const seconds = (performance.now() - started) / 1000
        return {
          requests: latencies.length,
          perSecond: latencies.length / seconds,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          errors,
        }
      }

      /** One caller, one call at a time: the time of a single call. */
      async function single(call: () => Promise<unknown>, rounds = 20) {
        for (let i = 0; i < 3; i++) await call()
        const times: number[] = []
        for (let i = 0; i < rounds; i++) {
          const t = performance.now()
          await call()
          times.push(performance.now() - t)
        }
        return percentile(times, 50)
      }

      const products = () => api.get("/api/products")
      const uncached = async () => {
        await caching?.clear({ tags: ["*"] })
        return api.get("/api/products")
      }
      const medusa = () => api.get("/store/products?limit=12", store)
      expect((await products()).data.count).toBeGreaterThan(0)

      const rows: [string, number, Load][] = [
        ["GET /store/products?limit=12", await single(medusa), await load(medusa)],
        ["GET /api/products (uncached)", await single(uncached), await load(uncached, 1)],
        ["GET /api/products", await single(products), await load(products)],
      ]
      const yardstick = rows[0][2].perSecond
      const lines = [
        `Catalogue reads: one call alone (median of 20), then ${CONNECTIONS} callers back to back for ${SECONDS} s`,
        `(uncached: 1 caller, the cache cleared before each call), in the process that runs the backend.`,
        "",
        `${"call".padEnd(32)}${"alone".padStart(10)}${"req/s".padStart(9)}${"p50".padStart(10)}${"p99".padStart(10)}${"errors".padStart(8)}${"x Medusa".padStart(10)}`,
        ...rows.map(
          ([title, alone, l]) =>
            `${title.padEnd(32)}${`${alone.toFixed(1)} ms`.padStart(10)}${l.perSecond.toFixed(0).padStart(9)}${`${l.p50.toFixed(0)} ms`.padStart(10)}${`${l.p99.toFixed(0)} ms`.padStart(10)}${String(l.errors).padStart(8)}${(l.perSecond / yardstick).toFixed(2).padStart(10)}`
        ),
      ]
      console.log(`\n${lines.join("\n")}\n`)
    })
  },
})
