/**
 * The faults of the reliability bench (issue 20, item 6), each against the bench shop only:
 * - the painting worker killed (SIGKILL) mid-painting: npm start's supervisor starts another,
 *   BullMQ's stalled check hands it the job; timed from the kill to the finished painting,
 *   and the painting's tasks counted (done once);
 * - its Redis restarted: the bench shop has a Redis server of its own (append-only, as
 *   npm start runs one), shut down and started again on the same port and files;
 * - its Postgres restarted as the shop sees a restart: every connection to the shop's
 *   database cut and new ones refused for a while (ALTER DATABASE … ALLOW_CONNECTIONS), so the
 *   machine's other databases are not touched.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Redis } from "ioredis"
import { Client } from "pg"
import { fixturePhoto } from "../fixture-photos"
import { ensureRedis } from "../services"
import { send, sleep } from "./timed-calls"

/** The demo verified shopper, signed in; paintings need a verified account. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await send(base, "POST", "/api/account/login", {
    type: "application/json",
    body: JSON.stringify({ email, password }),
    headers: { "x-forwarded-for": "10.78.0.1" },
  })
  const token = (res.json as { token?: string } | undefined)?.token
  if (!token) throw new Error(`${email} could not log in (${res.status} ${res.message})`)
  return `Token ${token}`
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number, everyMs = 100): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`)
    await sleep(everyMs)
  }
}

/** An analysed photo of the fixture cat, owned by `auth`. */
export async function analysedPhoto(base: string, auth: string): Promise<string> {
  const form = new FormData()
  form.append("image", new Blob([new Uint8Array(readFileSync(fixturePhoto("cat-chelsea.png")))]), "cat.png")
  const res = await fetch(`${base}/api/photo`, {
    method: "POST",
    headers: { authorization: auth, "x-forwarded-for": "10.78.0.1" },
    body: form,
  })
  const photo = (await res.json()) as { id?: string; message?: string }
  if (!photo.id) throw new Error(`the photo upload answered ${res.status} ${photo.message}`)
  await until(
    "the photo's analysis",
    async () => {
      const status = ((await send(base, "GET", `/api/photo/${photo.id}`, { auth })).json as { status?: string })?.status
      if (status === "failed") throw new Error("the fixture photo's analysis failed")
      return status === "analysed" ? true : undefined
    },
    120_000,
    250
  )
  return photo.id
}

/** A repaint would store new files under new random names: the image set tells one apart. */
export type PaintingState = { id: string; status: string; image?: unknown }

export async function readPainting(base: string, auth: string, id: string): Promise<PaintingState> {
  const json = (await send(base, "GET", `/api/painting/${id}`, { auth })).json as PaintingState | undefined
  return { id, status: json?.status ?? "unknown", image: json?.image }
}

export async function startPainting(base: string, auth: string, photoId: string, styleId: string): Promise<string> {
  const res = await send(base, "POST", "/api/painting", {
    auth,
    type: "application/json",
    body: JSON.stringify({ photoId, styleId }),
    headers: { "x-forwarded-for": "10.78.0.1" },
  })
  const id = (res.json as { id?: string } | undefined)?.id
  if (!id) throw new Error(`POST /api/painting answered ${res.status} ${res.message}`)
  return id
}

export const finished = (base: string, auth: string, id: string, ms: number) =>
  until(
    `painting ${id} to finish`,
    async () => {
      const p = await readPainting(base, auth, id)
      return p.status === "complete" || p.status === "failed" ? p : undefined
    },
    ms,
    100
  )

/** The paint tasks of one painting, as the shop's admin sees them. */
export async function paintTasksOf(base: string, adminAuth: string, paintingId: string) {
  const json = (await send(base, "GET", "/api/tasks?type=paint&perPage=200", { auth: adminAuth })).json as {
    tasks?: { subjectId: string; status: string; attempts: number }[]
  }
  return (json?.tasks ?? []).filter((t) => t.subjectId === paintingId)
}

const supervisedPid = (stateDir: string, name: string) =>
  (JSON.parse(readFileSync(join(stateDir, "pids", `${name}.child.json`), "utf8")) as { pid: number }).pid

export type KillOutcome = {
  killedAfterMs: number
  recoveryMs: number
  status: string
  tasks: number
  attempts: number
  paintedAgain: boolean
}

/**
 * Starts a painting, kills the worker that paints it as soon as it is in progress, and times
 * how long after the kill it is finished. Tries a few styles when a painting finishes before
 * the kill lands.
 */
export async function killWorkerMidPainting(
  base: string,
  stateDir: string,
  auth: string,
  adminAuth: string,
  photoId: string,
  styleIds: string[]
) {
  for (const styleId of styleIds) {
    const id = await startPainting(base, auth, photoId, styleId)
    const started = Date.now()
    const inProgress = await until(
      "the painting to start",
      async () => {
        const p = await readPainting(base, auth, id)
        return p.status === "queue" ? undefined : p
      },
      60_000,
      20
    )
    if (inProgress.status !== "in-progress") {
      await finished(base, auth, id, 60_000)
      continue
    }
    process.kill(supervisedPid(stateDir, "worker"), "SIGKILL")
    const killedAt = Date.now()
    const done = await finished(base, auth, id, 60_000)
    const recoveryMs = Date.now() - killedAt
    // Nothing paints it again: the same image a few seconds later, and one task for it.
    await sleep(4_000)
    const later = await readPainting(base, auth, id)
    const tasks = await paintTasksOf(base, adminAuth, id)
    return {
      killedAfterMs: killedAt - started,
      recoveryMs,
      status: done.status,
      tasks: tasks.length,
      attempts: tasks[0]?.attempts ?? 0,
      paintedAgain: JSON.stringify(later.image) !== JSON.stringify(done.image),
    } satisfies KillOutcome
  }
  throw new Error("every painting finished before the worker could be killed mid-painting")
}

/** Shuts the bench's own Redis down (it writes its append-only file), waits, starts it again on the same files. */
export async function restartRedis(port: number, dataDir: string, downMs: number) {
  const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on("error", () => undefined)
  await client.connect()
  await client.call("shutdown").catch(() => undefined)
  client.disconnect()
  await sleep(downMs)
  await ensureRedis(`redis://127.0.0.1:${port}`, dataDir)
}

/** A Postgres restart as the shop meets one: its connections cut, new ones refused for `downMs`. */
export async function cutPostgres(database: string, downMs: number) {
  const admin = new Client({ connectionString: "postgres://postgres@localhost:5432/postgres" })
  await admin.connect()
  try {
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`)
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [database])
    await sleep(downMs)
  } finally {
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`)
    await admin.end()
  }
}

/** Milliseconds from now until GET /health/dependencies answers 200 again. */
export async function timeToHealthy(base: string, ms = 60_000): Promise<number> {
  const started = Date.now()
  await until(
    "the shop to report every dependency up",
    async () => ((await send(base, "GET", "/health/dependencies")).status === 200 ? true : undefined),
    ms,
    200
  )
  return Date.now() - started
}
