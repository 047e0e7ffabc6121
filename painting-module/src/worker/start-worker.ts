/**
 * `npm run worker`: one painting worker process. Run as many as you like, on any machine
 * that reaches the same Redis (REDIS_URL), database (DATABASE_URL) and file store.
 * `npm run worker -- --queues production` consumes only the named queues (select-queues.ts).
 * SIGTERM or SIGINT stops it gracefully: running jobs finish first.
 */
import { shutdownEnginePool } from "../engine"
import { DEFAULT_REDIS_URL, watchEveryRedisClient } from "../queues"
import { RealtimeEmitter } from "../realtime"
import { workerIdOf } from "./heartbeat"
import { applyWorkerMemoryLimits } from "./memory-limits"
import { startModuleRuntime } from "./module-runtime"
import { PaintingWorker } from "./painting-worker"
import { createProcessors } from "./processors"
import { selectWorkerQueues, WORKER_USAGE } from "./select-queues"
import { WorkerRegistration } from "./worker-registry"

async function main() {
  let args: ReturnType<typeof selectWorkerQueues>
  try {
    args = selectWorkerQueues(process.argv.slice(2))
  } catch (err) {
    console.error(`[worker] ${(err as Error).message}\n\n${WORKER_USAGE}`)
    process.exit(2)
  }
  if (args.help) {
    console.log(WORKER_USAGE)
    return
  }
  const queues = args.queues
  // The live-event emitter's and the modules' Redis clients report an outage once, like the queues'.
  watchEveryRedisClient("painting worker", (line) => console.log(`[worker] ${line}`))
  const workerId = workerIdOf()
  applyWorkerMemoryLimits()
  const runtime = await startModuleRuntime().catch((err) => {
    throw new Error(`${(err as Error).message}\n[worker] is Postgres running and migrated? Check DATABASE_URL.`)
  })
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL
  const emitter = new RealtimeEmitter(redisUrl)
  const renderThreads = Number(process.env.PAINTING_RENDER_THREADS || 2)
  const all = createProcessors({
    runtime,
    workerId,
    emitter,
    renderThreads,
    productionThreads: Number(process.env.PAINTING_PRODUCTION_THREADS || renderThreads),
    watermarkText: process.env.PAINTING_WATERMARK_TEXT || "Custom Pet Portraits",
  })
  const processors = Object.fromEntries(queues.map((q) => [q, all[q]]))
  const concurrency = Number(process.env.PAINTING_WORKER_CONCURRENCY || 1)
  const worker = new PaintingWorker({
    redisUrl,
    concurrency: { photo: concurrency, paint: concurrency, production: Number(process.env.PAINTING_PRODUCTION_CONCURRENCY || 1) },
    processors,
  })
  const registration = new WorkerRegistration(runtime.painting, workerId, worker.queues)
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[worker] ${signal} received, finishing running jobs`)
    await worker.stop()
    await registration.stop().catch(() => undefined)
    await runtime.shutdown().catch(() => undefined)
    await emitter.close()
    await shutdownEnginePool()
    process.exit(0)
  }
  process.on("SIGTERM", () => void stop("SIGTERM"))
  process.on("SIGINT", () => void stop("SIGINT"))
  await worker.start()
  await registration.start()
}

main().catch((err) => {
  console.error(`[worker] could not start: ${(err as Error).message}`)
  console.error("[worker] is Redis running? Check REDIS_URL (default redis://127.0.0.1:6379).")
  process.exit(1)
})
