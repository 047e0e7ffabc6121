// Medusa loads medusa-config.ts and the modules with require(); let it compile TypeScript.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require("ts-node").register({ transpileOnly: true, swc: true, compilerOptions: { module: "commonjs" } })

// Debian's Postgres speaks no TLS; with 127.0.0.1 the runner would try TLS and time out.
process.env.DB_HOST ??= "localhost"
process.env.DB_USERNAME ??= "postgres"
process.env.DB_PASSWORD ??= ""
// A free port for the socket.io server of each booted application.
process.env.REALTIME_PORT ??= "0"
// Print files (paint_hq, orders) at 20 DPI in tests, 480x720 for 24x36 in, unless a spec asks
// for the real 150 DPI: a 3600x5400 render per paint_hq would slow every suite down.
process.env.PRINT_DPI ??= "20"

// Spec files run two at a time; each vitest worker gets its own Redis database so one
// file's in-process painting worker never takes another file's jobs (db N, then N-5).
const pool = Number(process.env.VITEST_POOL_ID ?? "1")
const redisUrl = process.env.REDIS_URL
if (redisUrl && pool > 1) {
  const url = new URL(redisUrl)
  const base = Number(url.pathname.replace("/", "") || "0")
  url.pathname = `/${Math.max(0, base - (pool - 1) * 5)}`
  process.env.REDIS_URL = url.toString()
}
