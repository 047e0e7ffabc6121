/**
 * A persistent pool of engine worker threads. Created lazily, grown on demand, reused
 * across renders; idle workers are unref'd so they never keep a process alive, and
 * shutdownEnginePool() terminates them.
 *
 * A thread's isolate keeps the arrays it was sent (shared bands, copied rasters) until its own
 * garbage collector runs, which a thread that allocates almost nothing on its heap seldom does:
 * over hundreds of paintings a painting worker held gigabytes that way (issue 20, item 4). So a
 * thread that was sent RECYCLE_BYTES is retired once idle, and the next task starts a fresh one.
 *
 * Compiled by tsc the worker entry is dist/engine/worker.js. Run from TypeScript sources
 * (vitest, tsx) the entry is worker.ts, started through a tiny eval'd CommonJS bootstrap
 * that registers tsx's require hook first.
 *
 * Lanes: a print render (minutes) and a preview (seconds) in one worker process must not queue
 * on the same threads, or a preview's every step waits behind a print band. Work started inside
 * runInEngineLane("background", ...) runs on threads of its own, started with a lower CPU
 * priority (Linux nice is per thread), so a preview running beside it gets the cores first
 * and the print render takes whatever is left; alone, it still uses every core.
 */
import { AsyncLocalStorage } from "node:async_hooks"
import path from "node:path"
import { Worker } from "node:worker_threads"

type Pending = { resolve: (results: (Float32Array | undefined)[]) => void; reject: (err: Error) => void }

type Slot = { worker: Worker; pending: Map<number, Pending>; dead: boolean; sentBytes: number }

export type EngineLane = "foreground" | "background"

/** The nice value of background-lane threads: CFS gives a nice-0 thread about 9 times its share. */
export const BACKGROUND_NICE = 10

const lanes: Record<EngineLane, Slot[]> = { foreground: [], background: [] }
const currentLane = new AsyncLocalStorage<EngineLane>()
let nextId = 1
let retired = 0

/** Bytes of arrays sent to one thread after which it is replaced once idle (a fresh thread starts in ~50 ms). */
export const RECYCLE_BYTES = 256 * 1024 * 1024
let recycleBytes = RECYCLE_BYTES

/** Bytes of typed arrays a task list carries (each buffer once). */
function arrayBytes(tasks: readonly WorkerTask[]): number {
  const seen = new Set<ArrayBufferLike>()
  let bytes = 0
  for (const task of tasks)
    for (const value of Object.values(task))
      if (ArrayBuffer.isView(value) && !seen.has(value.buffer)) {
        seen.add(value.buffer)
        bytes += value.buffer.byteLength
      }
  return bytes
}

/** Replaces an idle thread that holds too much; its isolate and everything it kept go with it. */
function retireIfFull(lane: EngineLane, slot: Slot): void {
  if (slot.dead || slot.pending.size > 0 || slot.sentBytes < recycleBytes) return
  slot.dead = true
  lanes[lane] = lanes[lane].filter((s) => s !== slot)
  retired++
  void slot.worker.terminate()
}

/** Another retirement threshold (tests); no argument restores RECYCLE_BYTES. */
export function setEngineRecycleBytes(bytes: number = RECYCLE_BYTES): void {
  recycleBytes = bytes
}

/** Threads started and retired so far (tests). */
export function enginePoolStats(): { threads: number; retired: number } {
  return { threads: lanes.foreground.length + lanes.background.length, retired }
}

function spawnWorker(lane: EngineLane): Worker {
  const isTs = __filename.endsWith(".ts")
  // A system that refuses the lower priority still paints, at the same priority.
  const nice = lane === "background" ? `try { require("node:os").setPriority(0, ${BACKGROUND_NICE}) } catch {}` : ""
  if (!isTs) {
    if (!nice) return new Worker(path.join(__dirname, "worker.js"))
    return new Worker(`${nice} require(${JSON.stringify(path.join(__dirname, "worker.js"))});`, { eval: true })
  }
  const entry = path.join(__dirname, "worker.ts")
  const tsx = require.resolve("tsx/cjs/api")
  const code = `${nice} require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`
  return new Worker(code, { eval: true })
}

function createSlot(lane: EngineLane): Slot {
  const worker = spawnWorker(lane)
  const slot: Slot = { worker, pending: new Map(), dead: false, sentBytes: 0 }
  const failAll = (err: Error) => {
    slot.dead = true
    for (const p of slot.pending.values()) p.reject(err)
    slot.pending.clear()
    // drop the crashed worker; the next run() spawns a replacement
    lanes[lane] = lanes[lane].filter((s) => s !== slot)
  }
  worker.on("message", (msg: { id: number; ok: boolean; results?: (Float32Array | undefined)[]; error?: string }) => {
    const p = slot.pending.get(msg.id)
    if (!p) return
    slot.pending.delete(msg.id)
    if (slot.pending.size === 0) worker.unref()
    if (msg.ok) p.resolve(msg.results ?? [])
    else p.reject(new Error(`painting engine worker failed: ${msg.error}`))
    retireIfFull(lane, slot)
  })
  worker.on("error", (err) => failAll(err instanceof Error ? err : new Error(String(err))))
  worker.on("exit", (code) => {
    if (!slot.dead) failAll(new Error(`painting engine worker exited with code ${code}`))
  })
  worker.unref()
  return slot
}

function ensure(lane: EngineLane, n: number): Slot[] {
  while (lanes[lane].length < n) lanes[lane].push(createSlot(lane))
  return lanes[lane]
}

/** Runs `fn` with every engine task it starts (through any await) on the lane's threads. */
export function runInEngineLane<T>(lane: EngineLane, fn: () => Promise<T>): Promise<T> {
  return currentLane.run(lane, fn)
}

/**
 * A message of the worker protocol: a kernel task of kernels.ts or filters/tasks.ts (worker.ts
 * dispatches on `kind`). The pool only carries them, so it imports neither.
 */
export type WorkerTask = { readonly kind: string }

/** Runs a list of tasks on worker `index` of the current lane (spawning workers as needed), in order. */
export function runOnWorker(index: number, tasks: readonly WorkerTask[]): Promise<(Float32Array | undefined)[]> {
  const slot = ensure(currentLane.getStore() ?? "foreground", index + 1)[index]
  const id = nextId++
  slot.sentBytes += arrayBytes(tasks)
  return new Promise((resolve, reject) => {
    slot.pending.set(id, { resolve, reject })
    slot.worker.ref()
    slot.worker.postMessage({ id, tasks })
  })
}

/** Release worker threads (tests and process shutdown call this). */
export async function shutdownEnginePool(): Promise<void> {
  const old = [...lanes.foreground, ...lanes.background]
  lanes.foreground = []
  lanes.background = []
  await Promise.all(
    old.map(async (slot) => {
      slot.dead = true
      for (const p of slot.pending.values()) p.reject(new Error("painting engine pool shut down"))
      slot.pending.clear()
      await slot.worker.terminate()
    })
  )
}
