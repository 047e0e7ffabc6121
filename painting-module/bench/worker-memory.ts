/**
 * Memory of a painting worker over many jobs (issue 20, item 4): the worker's own job handlers
 * (createProcessors, the code BullMQ calls) run in this process on the fixture photos and the
 * recipe styles at the preview size (512x768): every third job a photo analysis, the others
 * previews, as a shop's worker sees them. Only the backend is left out: the painting module's
 * records and the File Module are kept in memory here (files written are counted, then dropped),
 * and live events go nowhere. Prints process.memoryUsage() after 10, 50, 100, 200, 500 … jobs.
 *
 *   npx tsx painting-module/bench/worker-memory.ts            (from the repository root)
 *   WORKER_MEMORY_JOBS=60 npx tsx painting-module/bench/worker-memory.ts
 *
 * Run it as the worker runs (scripts/lib/worker-env.ts sets the same environment for
 * `npm start` and the Docker image), or with WORKER_MEMORY_RAW=1 to measure without it.
 */
import { readdirSync, readFileSync } from "node:fs"
import { performance } from "node:perf_hooks"
import { writeHeapSnapshot } from "node:v8"
import type { Job } from "bullmq"
import sharp from "sharp"
import { shutdownEnginePool } from "../src/engine"
import { enginePoolStats } from "../src/engine/pool"
import { STYLE_RECIPES } from "../src/engine/recipes"
import { disposePhotoAnalyser } from "../src/photo"
import type { TaskJobData } from "../src/queues"
import type { RealtimeEmitter } from "../src/realtime"
import { createProcessors } from "../src/worker/processors"
import { applyWorkerMemoryLimits } from "../src/worker/memory-limits"
import { fixturePhotosDir } from "../src/__tests__/fixture-photos"
import { memoryRuntime, type Row } from "./support/memory-runtime"

const JOBS = Number(process.env.WORKER_MEMORY_JOBS || 200)
const CHECKPOINTS = [10, 50, 100, 200, 500, 1000, 2000].filter((n) => n <= JOBS)
if (!CHECKPOINTS.includes(JOBS)) CHECKPOINTS.push(JOBS)
const RAW = process.env.WORKER_MEMORY_RAW === "1"
const SNAPSHOTS = process.env.WORKER_MEMORY_SNAPSHOTS === "1"
const THREADS = Number(process.env.PAINTING_RENDER_THREADS || 2)
/** `paint` or `photo`: only that kind of job (a paint-only run analyses its first photo once). */
const ONLY = process.env.WORKER_MEMORY_ONLY

/** The fields of a BullMQ job the handlers read or call. */
function fakeJob(name: string, data: Partial<TaskJobData> & { subjectId: string }): Job<TaskJobData> {
  return {
    id: `${name}-${data.subjectId}`,
    name,
    data: { taskId: `task_${data.subjectId}`, room: "bench", ...data },
    attemptsMade: 0,
    opts: { attempts: 1 },
    updateProgress: async () => undefined,
  } as unknown as Job<TaskJobData>
}

const mb = (n: number) => (n / 1024 / 1024).toFixed(0).padStart(6)

async function main() {
  const limits = RAW ? null : applyWorkerMemoryLimits()
  const { runtime, tables, blobs, written } = memoryRuntime()
  const emitter = { send: () => undefined } as unknown as RealtimeEmitter
  const processors = createProcessors({ runtime, workerId: "bench", emitter, renderThreads: THREADS })

  const dir = fixturePhotosDir()
  const photos = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .map((f) => ({ name: f, bytes: readFileSync(`${dir}/${f}`) }))
  photos.forEach((p, i) => blobs.set(`original_${i}`, p.bytes))
  const styles = Object.keys(STYLE_RECIPES)
  styles.forEach((slug) => tables.style.set(`style_${slug}`, { id: `style_${slug}`, slug, provider: "local", type: "recipe" }))

  let photoSeq = 0
  const analyse = async () => {
    const i = photoSeq % photos.length
    const id = `photo_${++photoSeq}`
    tables.photo.set(id, { id, status: "queue", original_file_id: `original_${i}` })
    await processors.photo(fakeJob("photo", { subjectId: id }), "bench").catch(() => undefined)
    return tables.photo.get(id)!
  }
  // Analysed photos the paintings are painted from (a photo without a pet cannot be painted).
  const analysed: Row[] = []

  console.log(
    `${JOBS} jobs (${ONLY ? `${ONLY} only` : "every third a photo analysis, the others 512x768 previews"} over ${styles.length} styles and ` +
      `${photos.length} photos), ${THREADS} render threads; ` +
      (limits ? `worker limits: ${JSON.stringify(limits)}` : "no worker limits (WORKER_MEMORY_RAW=1)") +
      `; LD_PRELOAD=${process.env.LD_PRELOAD ?? ""} MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? ""}`
  )
  const start = process.memoryUsage()
  console.log(`fresh process: rss ${mb(start.rss)} MB`)
  console.log(" jobs  paints  photos     rss   heapUsed  external  arrayBuffers  (MB)   s/job")
  let paints = 0
  let analyses = 0
  let failed = 0
  let t0 = performance.now()
  let since = 0
  for (let n = 1; n <= JOBS; n++) {
    const analysis = ONLY ? ONLY === "photo" : n % 3 === 1
    if (analysis || analysed.length === 0) {
      const photo = await analyse()
      analyses++
      if (photo.status === "analysed") analysed.push(photo)
      else failed++
    } else {
      const photo = analysed[paints % analysed.length]!
      const slug = styles[paints % styles.length]!
      const id = `painting_${++paints}`
      tables.painting.set(id, {
        id,
        photo_id: photo.id,
        style_id: `style_${slug}`,
        width: 512,
        height: 768,
        prompt: null,
        negative_prompt: null,
        seed: paints,
        status: "queue",
      })
      await processors.paint(fakeJob("paint", { subjectId: id }), "bench").catch(() => undefined)
      if (tables.painting.get(id)!.status !== "complete") failed++
      tables.painting.delete(id)
    }
    since++
    if (CHECKPOINTS.includes(n)) {
      // With --expose-gc, what is still referenced rather than what the collector has not reached yet.
      ;(globalThis as { gc?: () => void }).gc?.()
      const m = process.memoryUsage()
      const perJob = (performance.now() - t0) / 1000 / since
      console.log(
        `${String(n).padStart(5)} ${String(paints).padStart(7)} ${String(analyses).padStart(7)} ${mb(m.rss)}  ${mb(m.heapUsed)}    ` +
          `${mb(m.external)}      ${mb(m.arrayBuffers)}          ${perJob.toFixed(2)}`
      )
      if (SNAPSHOTS) console.log(`  heap snapshot: ${writeHeapSnapshot()}`)
      t0 = performance.now()
      since = 0
    }
  }
  console.log(
    `engine threads retired: ${enginePoolStats().retired}; failed jobs: ${failed}; files written: ${written.files} (${mb(written.bytes).trim()} MB); sharp cache: ${JSON.stringify(sharp.cache())}`
  )
  disposePhotoAnalyser()
  await shutdownEnginePool()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
