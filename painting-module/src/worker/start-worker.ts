/**
 * `npm run worker`: one painting worker process. Run as many as you like, on any machine
 * that reaches the same Redis (REDIS_URL). SIGTERM or SIGINT stops it gracefully.
 */
import { DEFAULT_REDIS_URL } from "../queues"
import { PaintingWorker } from "./painting-worker"
import { processors } from "./processors"

async function main() {
  const worker = new PaintingWorker({
    redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
    concurrency: Number(process.env.PAINTING_WORKER_CONCURRENCY || 1),
    processors,
  })
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[worker] ${signal} received, finishing running jobs`)
    await worker.stop()
    process.exit(0)
  }
  process.on("SIGTERM", () => void stop("SIGTERM"))
  process.on("SIGINT", () => void stop("SIGINT"))
  await worker.start()
}

main().catch((err) => {
  console.error(`[worker] could not start: ${(err as Error).message}`)
  console.error("[worker] is Redis running? Check REDIS_URL (default redis://127.0.0.1:6379).")
  process.exit(1)
})
