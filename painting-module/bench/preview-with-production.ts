/**
 * Previews never wait behind print renders (issue 23, item 3): the latency of a preview, from
 * its job being queued to its completion, with 0 and with 3 print renders (production jobs)
 * queued, one of them running. One PaintingWorker as `npm run worker` runs it (the photo, paint
 * and production queues, one job at a time each, 2 render threads) on real BullMQ queues in Redis
 * database 11 (under a key prefix of its own) and the real engine: an impressionist preview of
 * 768x512 and print files of 5400x3600 (24x36 in at 150 DPI). Only the backend is left out: the
 * painting module's records and the File Module are kept in memory, live events go nowhere.
 *
 *   npx tsx painting-module/bench/preview-with-production.ts            (from the repository root)
 *   BENCH_BEFORE=1 npx tsx painting-module/bench/preview-with-production.ts
 *
 * BENCH_BEFORE=1 adds the old layout for comparison: the print renders on the paint queue, as an
 * older version queued them. PREVIEW_BENCH_REDIS_URL (default redis://127.0.0.1:6379/11), PREVIEWS (per case,
 * default 3), PAINTING_RENDER_THREADS (default 2).
 */
import { readFileSync } from "node:fs"
import { performance } from "node:perf_hooks"
import { Queue, QueueEvents } from "bullmq"
import { jobOptionsFor, productionTaskId, queueForTask, type QueueName, type TaskJobData } from "../src/queues"
import type { RealtimeEmitter } from "../src/realtime"
import { PaintingWorker } from "../src/worker/painting-worker"
import { createProcessors } from "../src/worker/processors"
import { fixturePhoto } from "../src/__tests__/fixture-photos"
import { memoryRuntime, queuedPaintingRow } from "./support/memory-runtime"
import { stopWorkerBench } from "./support/stop-worker-bench"
import { benchRedis } from "./support/bench-redis"

// Its own variable: the bench empties its queues, which must never be a running shop's.
const REDIS_URL = process.env.PREVIEW_BENCH_REDIS_URL || "redis://127.0.0.1:6379/11"
const PREFIX = "bench-preview-production"
const PREVIEWS = Number(process.env.PREVIEWS || 3)
const THREADS = Number(process.env.PAINTING_RENDER_THREADS || 2)
const PRINT = { width: 5400, height: 3600, dpi: 150, product: null }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function main() {
  const bench = benchRedis(REDIS_URL)
  const { connection } = bench
  const queues = new Map<QueueName, Queue<TaskJobData>>()
  const queue = (name: QueueName) => {
    if (!queues.has(name)) queues.set(name, new Queue<TaskJobData>(name, { connection: connection(), prefix: PREFIX }))
    return queues.get(name)!
  }
  const events = new Map<QueueName, QueueEvents>()
  for (const name of ["photo", "paint", "production"] as const) {
    await queue(name).obliterate({ force: true })
    const e = new QueueEvents(name, { connection: connection(), prefix: PREFIX })
    await e.waitUntilReady()
    events.set(name, e)
  }

  const { runtime, tables, blobs } = memoryRuntime()
  const emitter = { send: () => undefined } as unknown as RealtimeEmitter
  const handlers = createProcessors({ runtime, workerId: "bench", emitter, renderThreads: THREADS })
  // Jobs each handler is running: a print render whose job was removed runs on until its next frame.
  const running = { photo: 0, paint: 0, production: 0 }
  const processors = Object.fromEntries(
    (["photo", "paint", "production"] as const).map((name) => [
      name,
      async (...args: Parameters<(typeof handlers)[typeof name]>) => {
        running[name]++
        try {
          return await handlers[name](...args)
        } finally {
          running[name]--
        }
      },
    ])
  )
  const worker = new PaintingWorker({ redisUrl: REDIS_URL, prefix: PREFIX, processors, concurrency: 1, log: () => undefined })
  await worker.start()

  let seq = 0
  /** What the module service's enqueueTask does: the queue by the task's type and variant. */
  const enqueue = (
    task: { id: string; type: "photo" | "paint"; subject: string },
    extra: Partial<TaskJobData> = {},
    onQueue?: QueueName
  ) => {
    const name = onQueue ?? queueForTask(task.type, extra.variant)
    return queue(name).add(task.type, { taskId: task.id, subjectId: task.subject, ...extra }, jobOptionsFor(name, task.id, extra.variant))
  }

  // One analysed photo, through the photo queue like a shopper's upload.
  blobs.set("original_1", readFileSync(fixturePhoto("dog-beagle-landscape.jpg")))
  tables.photo.set("photo_1", { id: "photo_1", status: "uploaded", original_file_id: "original_1" })
  const analysis = await enqueue({ id: "task_photo_1", type: "photo", subject: "photo_1" })
  await analysis.waitUntilFinished(events.get("photo")!, 120_000)
  if (tables.photo.get("photo_1")!.status !== "analysed")
    throw new Error(`photo not analysed: ${JSON.stringify(tables.photo.get("photo_1"))}`)
  tables.style.set("style_1", {
    id: "style_1",
    slug: "impressionist",
    provider: "local",
    type: "image-to-image",
    engine: { recipe: "impressionist" },
  })

  const newPainting = (status: string) => {
    const id = `painting_${++seq}`
    tables.painting.set(id, queuedPaintingRow(id, seq, { styleId: "style_1", width: 768, height: 512 }, status))
    return id
  }
  /** A shopper's preview: queued, then awaited; the time from queueing to completion. */
  const preview = async () => {
    const id = newPainting("queue")
    const started = performance.now()
    const job = await enqueue({ id: `task_${id}`, type: "paint", subject: id })
    await job.waitUntilFinished(events.get("paint")!, 600_000)
    if (tables.painting.get(id)!.status !== "complete") throw new Error(`preview ${id} did not complete`)
    return performance.now() - started
  }
  const previews = async () => {
    const times: number[] = []
    for (let i = 0; i < PREVIEWS; i++) times.push(await preview())
    return times
  }
  /** Three bought paintings' print files, the first one running (past its start) before a preview is asked for. */
  const queuePrints = async (onQueue?: QueueName) => {
    const jobs = []
    for (let i = 0; i < 3; i++) {
      const id = newPainting("complete")
      jobs.push(await enqueue({ id: productionTaskId(id), type: "paint", subject: id }, { variant: "production", print: PRINT }, onQueue))
    }
    const name = jobs[0]!.queueName as QueueName
    const end = Date.now() + 60_000
    while ((await queue(name).getJobCounts("active")).active === 0 && Date.now() < end) await sleep(50)
    await sleep(3_000)
    return name
  }
  const clearPrints = async (name: QueueName) => {
    // The waiting ones go; the running one finishes (seconds). Obliterating the queue under a
    // running job instead left BullMQ's worker.close() waiting forever.
    await queue(name).drain()
    while (running[name] > 0) await sleep(100)
  }

  console.log(
    `Preview latency (queued → complete), ${PREVIEWS} previews of 768x512 per case, one after another; print files ` +
      `${PRINT.width}x${PRINT.height}; ${THREADS} render threads; Redis ${new URL(REDIS_URL).pathname.slice(1) || 0}`
  )
  // The first preview warms the engine threads and the photo's caches up; it is not counted.
  await preview()
  const rows: [string, number[]][] = []
  rows.push(["0 print renders queued", await previews()])
  const name = await queuePrints()
  rows.push([`3 print renders queued (on ${name})`, await previews()])
  const printsDone = (await queue(name).getJobCounts("completed")).completed
  await clearPrints(name)
  if (process.env.BENCH_BEFORE === "1") {
    const old = await queuePrints("paint")
    rows.push(["before: 3 print renders on the paint queue", await previews()])
    await clearPrints(old)
  }
  for (const [label, times] of rows)
    console.log(`  ${label.padEnd(44)} median ${seconds(median(times))}   (${times.map(seconds).join(", ")})`)
  console.log(
    `  print renders finished meanwhile: ${printsDone}; machine load average: ${(await import("node:os"))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`
  )

  await stopWorkerBench({ worker, events: [...events.values()], queues: [...queues.values()], redis: bench })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
