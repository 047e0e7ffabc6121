/**
 * `npm run worker`: one painting worker process. Run as many as you like, on any machine
 * that reaches the same Redis (REDIS_URL), database (DATABASE_URL) and file store.
 * SIGTERM or SIGINT stops it gracefully: running jobs finish first.
 */
import { shutdownEnginePool } from "../engine"
import { DEFAULT_REDIS_URL, QUEUE_NAMES, watchEveryRedisClient } from "../queues"
import { RealtimeEmitter } from "../realtime"
import { workerIdOf } from "./heartbeat"
import { applyWorkerMemoryLimits } from "./memory-limits"
import { startModuleRuntime } from "./module-runtime"
import { PaintingWorker } from "./painting-worker"
import { createProcessors } from "./processors"
import { WorkerRegistration } from "./worker-registry"

async function main() {
  // The live-event emitter's and the modules' Redis clients report an outage once, like the queues'.
  watchEveryRedisClient("painting worker", (line) => console.log(`[worker] ${line}`))
  const workerId = workerIdOf()
  applyWorkerMemoryLimits()
  const runtime = await startModuleRuntime().catch((err) => {
    throw new Error(`${(err as Error).message}\n[worker] is Postgres running and migrated? Check DATABASE_URL.`)
  })
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL
  const emitter = new RealtimeEmitter(redisUrl)
  const processors = createProcessors({
    runtime,
    workerId,
    emitter,
    renderThreads: Number(process.env.PAINTING_RENDER_THREADS || 2),
    watermarkText: process.env.PAINTING_WATERMARK_TEXT || "Custom Pet Portraits",
  })
  const worker = new PaintingWorker({
    redisUrl,
    concurrency: Number(process.env.PAINTING_WORKER_CONCURRENCY || 1),
    processors,
  })
  const registration = new WorkerRegistration(
    runtime.painting,
    workerId,
    QUEUE_NAMES.filter((q) => processors[q])
  )
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
