/**
 * The style sampler through a real worker (issue 25): one PaintingWorker as `npm run worker`
 * runs it, on real BullMQ queues in Redis database 11 (under a key prefix of its own), the real
 * engine and 2 render threads; the module's records and files are kept in memory (no backend).
 * For a fixture photo and the 13 catalogue styles:
 *   - from the photo analysed (the sampler queued, as the photo job queues it) to each sample
 *     recorded and to all 13: median of 5;
 *   - a shopper's preview queued 0.5 s into the sampling, against the same preview alone: the
 *     sampler steps aside for it between two styles.
 *
 *   npx tsx painting-module/bench/style-sampler-worker.ts      (from the repository root)
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { Queue, QueueEvents } from "bullmq"
import { jobOptionsFor, styleSamplesJobOptions, workWaitsBeforeStyleSamples, type TaskJobData } from "../src/queues"
import type { RealtimeEmitter } from "../src/realtime"
import { PaintingWorker } from "../src/worker/painting-worker"
import { createProcessors } from "../src/worker/processors"
import { fixturePhoto } from "../src/__tests__/fixture-photos"
import { memoryRuntime, queuedPaintingRow } from "./support/memory-runtime"
import { stopWorkerBench } from "./support/stop-worker-bench"
import { benchRedis } from "./support/bench-redis"

const REDIS_URL = process.env.PREVIEW_BENCH_REDIS_URL || "redis://127.0.0.1:6379/11"
const PREFIX = "bench-style-sampler"
const RUNS = Number(process.env.BENCH_RUNS || 5)
const THREADS = Number(process.env.PAINTING_RENDER_THREADS || 2)
const PHOTO = process.env.BENCH_PHOTO || "cat-tortoiseshell-white.webp"
const ROOT = join(__dirname, "..", "..")

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function main() {
  const bench = benchRedis(REDIS_URL)
  const paint = new Queue<TaskJobData>("paint", { connection: bench.connection(), prefix: PREFIX })
  const photoQueue = new Queue<TaskJobData>("photo", { connection: bench.connection(), prefix: PREFIX })
  for (const q of [paint, photoQueue]) await q.obliterate({ force: true })
  const events = new QueueEvents("paint", { connection: bench.connection(), prefix: PREFIX })
  const photoEvents = new QueueEvents("photo", { connection: bench.connection(), prefix: PREFIX })
  await events.waitUntilReady()
  await photoEvents.waitUntilReady()

  // The module service's sampler calls, on this bench's queue.
  const { runtime, tables, blobs } = memoryRuntime({
    enqueueStyleSamples: async (photoId, room, part = 0) => {
      await paint.add(
        "style-samples",
        { taskId: `samples_${photoId}_${part}`, subjectId: photoId, room, variant: "style-samples" },
        styleSamplesJobOptions(photoId, part)
      )
    },
    paintWorkWaiting: () => workWaitsBeforeStyleSamples(paint),
  })
  const emitter = { send: () => undefined } as unknown as RealtimeEmitter
  const processors = createProcessors({ runtime, workerId: "bench", emitter, renderThreads: THREADS })
  const worker = new PaintingWorker({
    redisUrl: REDIS_URL,
    prefix: PREFIX,
    processors,
    concurrency: 1,
    log: process.env.BENCH_LOG ? console.log : () => undefined,
  })
  await worker.start()

  const catalogue = (
    JSON.parse(readFileSync(join(ROOT, "seed", "data", "styles.json"), "utf8")) as { styles: { title: string; engine: string }[] }
  ).styles
  catalogue.forEach((s, i) =>
    tables.style.set(`style_${i}`, {
      id: `style_${i}`,
      slug: s.engine,
      title: s.title,
      provider: "local",
      type: "image-to-image",
      engine: { recipe: s.engine },
      is_public: true,
    })
  )

  // The photo, analysed through the photo queue like a shopper's upload (its sampler is queued then, and awaited).
  blobs.set("original_1", readFileSync(fixturePhoto(PHOTO)))
  tables.photo.set("photo_1", { id: "photo_1", status: "uploaded", original_file_id: "original_1" })
  const analysed = await photoQueue.add("photo", { taskId: "task_photo_1", subjectId: "photo_1" }, jobOptionsFor("photo", "task_photo_1"))
  await analysed.waitUntilFinished(photoEvents, 120_000)
  const samplesOf = () => (tables.photo.get("photo_1")!.style_samples as { samples?: Record<string, unknown> } | undefined)?.samples ?? {}
  const allDone = async (timeoutMs = 120_000) => {
    const end = Date.now() + timeoutMs
    while (Object.keys(samplesOf()).length < catalogue.length && Date.now() < end) await sleep(10)
  }
  await allDone()

  /** Samples cleared, the sampler queued as the photo job queues it; the time to each sample and to all. */
  const sampleRun = async () => {
    tables.photo.set("photo_1", { ...tables.photo.get("photo_1")!, style_samples: null })
    const started = performance.now()
    const seen = new Map<string, number>()
    await runtime.painting.enqueueStyleSamples("photo_1", undefined, Date.now())
    while (seen.size < catalogue.length) {
      for (const id of Object.keys(samplesOf())) if (!seen.has(id)) seen.set(id, performance.now() - started)
      if (performance.now() - started > 120_000) throw new Error(`only ${seen.size} of ${catalogue.length} samples after 120 s`)
      await sleep(5)
    }
    return { total: performance.now() - started, first: Math.min(...seen.values()) }
  }

  /** A shopper's preview of 512x768, queued → complete. */
  let seq = 0
  const preview = async () => {
    const id = `painting_${++seq}`
    tables.painting.set(id, queuedPaintingRow(id, seq, { styleId: "style_4", width: 512, height: 768 }))
    const started = performance.now()
    const job = await paint.add("paint", { taskId: `task_${id}`, subjectId: id }, jobOptionsFor("paint", `task_${id}`))
    await job.waitUntilFinished(events, 120_000)
    if (tables.painting.get(id)!.status !== "complete") throw new Error(`preview ${id} did not complete`)
    return performance.now() - started
  }

  console.log(`Style sampler through a worker: ${PHOTO}, ${catalogue.length} styles, ${THREADS} render threads, median of ${RUNS}`)
  await sampleRun() // warm-up
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await sampleRun())
  console.log(
    `  analysed → first sample  median ${seconds(median(runs.map((r) => r.first)))}\n` +
      `  analysed → all ${catalogue.length}        median ${seconds(median(runs.map((r) => r.total)))}   (${runs.map((r) => seconds(r.total)).join(", ")})`
  )

  await preview() // warm-up
  const alone: number[] = []
  const during: number[] = []
  for (let i = 0; i < RUNS; i++) alone.push(await preview())
  for (let i = 0; i < RUNS; i++) {
    tables.photo.set("photo_1", { ...tables.photo.get("photo_1")!, style_samples: null })
    await runtime.painting.enqueueStyleSamples("photo_1", undefined, Date.now())
    await sleep(500)
    during.push(await preview())
    await allDone()
  }
  console.log(
    `  a preview (queued → complete) alone            median ${seconds(median(alone))}   (${alone.map(seconds).join(", ")})\n` +
      `  a preview queued 0.5 s into the sampling      median ${seconds(median(during))}   (${during.map(seconds).join(", ")})`
  )

  await stopWorkerBench({ worker, events: [events, photoEvents], queues: [paint, photoQueue], redis: bench })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
