/**
 * The errors a Postgres restart really produces, made against the machine's Postgres (a
 * database that refuses connections, a connection terminated by the server, a port nobody
 * listens on), are told apart from a bug; a query that is wrong is not.
 */
import { createServer } from "node:net"
import { Client } from "pg"
import { describe, expect, it } from "vitest"
import { isDependencyOutage } from "../dependency-outage"

const POSTGRES = process.env.TEST_POSTGRES_URL || "postgres://postgres@localhost:5432/postgres"

const urlOf = (database: string, port?: number) => {
  const url = new URL(POSTGRES)
  url.pathname = `/${database}`
  if (port) url.port = String(port)
  return url.toString()
}

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (err) {
    return err
  }
  throw new Error("expected an error")
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()))
  const { port } = server.address() as { port: number }
  await new Promise((r) => server.close(r))
  return port
}

describe("isDependencyOutage", () => {
  it("is true for a database that does not accept connections (as during a restart)", async () => {
    // template0 never accepts connections: the same refusal a database being restarted gives.
    const client = new Client({ connectionString: urlOf("template0") })
    const err = await errorOf(() => client.connect())
    expect(String((err as Error).message)).toMatch(/not currently accepting connections/)
    expect(isDependencyOutage(err)).toBe(true)
  })

  it("is true for a query whose connection the server terminated", async () => {
    const victim = new Client({ connectionString: POSTGRES })
    const killer = new Client({ connectionString: POSTGRES })
    await Promise.all([victim.connect(), killer.connect()])
    victim.on("error", () => undefined)
    try {
      const { rows } = await victim.query<{ pid: number }>("select pg_backend_pid() as pid")
      const pending = errorOf(() => victim.query("select pg_sleep(5)"))
      await new Promise((r) => setTimeout(r, 200))
      await killer.query("select pg_terminate_backend($1)", [rows[0].pid])
      const err = await pending
      expect(isDependencyOutage(err)).toBe(true)
      // Wrapped as an ORM or workflow error wraps it, it is still recognised.
      expect(isDependencyOutage(Object.assign(new Error("update failed"), { cause: err }))).toBe(true)
    } finally {
      await killer.end()
      await victim.end().catch(() => undefined)
    }
  })

  it("is true for a server nobody listens on", async () => {
    const client = new Client({ connectionString: urlOf("postgres", await closedPort()) })
    expect(isDependencyOutage(await errorOf(() => client.connect()))).toBe(true)
  })

  it("is false for a wrong query, a broken rule or nothing at all", async () => {
    const client = new Client({ connectionString: POSTGRES })
    await client.connect()
    try {
      expect(isDependencyOutage(await errorOf(() => client.query("select * from no_such_table")))).toBe(false)
      expect(isDependencyOutage(await errorOf(() => client.query("select 1/0")))).toBe(false)
    } finally {
      await client.end()
    }
    expect(isDependencyOutage(new Error("Painting not found."))).toBe(false)
    expect(isDependencyOutage(undefined)).toBe(false)
  })
})
