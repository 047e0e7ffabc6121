/** The end of a bench that ran a PaintingWorker on queues of its own: everything it opened, closed, and its queues emptied. */
import type { Queue, QueueEvents } from "bullmq"
import type { Redis } from "ioredis"
import { shutdownEnginePool } from "../../src/engine"
import { disposePhotoAnalyser } from "../../src/photo"
import type { PaintingWorker } from "../../src/worker/painting-worker"

export async function stopWorkerBench(opened: { worker: PaintingWorker; events: QueueEvents[]; queues: Queue[]; redis: Redis }) {
  await opened.worker.stop()
  for (const e of opened.events) await e.close()
  for (const q of opened.queues) {
    await q.obliterate({ force: true })
    await q.close()
  }
  await opened.redis.quit()
  disposePhotoAnalyser()
  await shutdownEnginePool()
}
