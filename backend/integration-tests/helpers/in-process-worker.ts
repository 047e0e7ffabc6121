/**
 * A painting worker inside the test process, on the application's own modules, Redis and
 * file store: what `npm run worker` runs, without a second process.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { shutdownEnginePool } from "@petshop/painting-module/engine"
import { RealtimeEmitter } from "@petshop/painting-module/realtime"
import { createProcessors, PaintingWorker } from "@petshop/painting-module/worker"
import { afterAll, beforeAll } from "vitest"

export async function startInProcessWorker(container: MedusaContainer) {
  const emitter = new RealtimeEmitter(process.env.REDIS_URL!)
  const worker = new PaintingWorker({
    redisUrl: process.env.REDIS_URL,
    processors: createProcessors({
      runtime: {
        painting: container.resolve<PaintingModuleService>(PAINTING_MODULE),
        files: container.resolve(Modules.FILE),
        shutdown: async () => undefined,
      },
      workerId: "integration-test-worker",
      emitter,
      renderThreads: 2,
    }),
    log: () => undefined,
  })
  await worker.start()
  return {
    worker,
    stop: async () => {
      await worker.stop()
      await emitter.close()
      await shutdownEnginePool()
    },
  }
}

/** Runs an in-process worker for the whole test file (call inside the test suite). */
export function useInProcessWorker(getContainer: () => MedusaContainer) {
  let worker: Awaited<ReturnType<typeof startInProcessWorker>> | undefined
  beforeAll(async () => {
    worker = await startInProcessWorker(getContainer())
  })
  afterAll(async () => {
    await worker?.stop()
  })
}
