/** The end of a bench that ran a PaintingWorker on queues of its own: everything it opened, closed, and its queues emptied. */
import type { Queue, QueueEvents } from "bullmq"
import type { BenchRedis } from "./bench-redis"
import { shutdownEnginePool } from "../../src/engine"
import { disposePhotoAnalyser } from "../../src/photo"
import type { PaintingWorker } from "../../src/worker/painting-worker"

export async function stopWorkerBench(opened: { worker: PaintingWorker; events: QueueEvents[]; queues: Queue[]; redis: BenchRedis }) {
  await opened.worker.stop()
  for (const e of opened.events) await e.close()
  for (const q of opened.queues) {
    await q.obliterate({ force: true })
    await q.close()
  }
  await Promise.all(opened.redis.handed.map((c) => c.quit()))
  await opened.redis.redis.quit()
  disposePhotoAnalyser()
  await shutdownEnginePool()
}
