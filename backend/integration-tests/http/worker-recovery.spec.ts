/**
 * Painting workers as separate processes (`npm run worker`): they register as services,
 * and a worker killed mid-painting does not lose the painting: the worker started in its
 * place (npm start's supervisor restarts it within 2 s) picks the job up through BullMQ's
 * stalled-job check and finishes it soon after the death (within 10 s on an idle shop: the
 * reliability bench measures it), exactly once.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { Queue } from "bullmq"
import { Redis } from "ioredis"
import { expect, it } from "vitest"
import { withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { exited, startWorker, until } from "../helpers/worker-processes"

/** Well under what BullMQ's default lock and stalled check take to hand a killed worker's job on. */
const RECOVERED_WITHIN_MS = 25_000

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConfig }) => {
    it("registers worker processes as services and marks them stopped when they leave", async () => {
      const painting = getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
      const worker = startWorker(dbConfig.clientUrl)
      try {
        const service = await until(
          "the worker's service record",
          async () => (await painting.listWorkerServices({ pid: worker.child.pid!, status: "running" }))[0],
          20_000
        )
        expect(service.queues).toEqual(["photo", "paint", "production"])
        worker.child.kill("SIGTERM")
        expect(await exited(worker.child)).toBe(0)
        const [after] = await painting.listWorkerServices({ id: service.id })
        expect(after.status).toBe("stopped")
      } finally {
        worker.child.kill("SIGKILL")
      }
    })

    it("starts a worker for print files alone (WORKER_QUEUES, like npm run worker -- --queues production)", async () => {
      const painting = getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
      const worker = startWorker(dbConfig.clientUrl, { WORKER_QUEUES: "production" })
      try {
        const service = await until(
          "the worker's service record",
          async () => (await painting.listWorkerServices({ pid: worker.child.pid!, status: "running" }))[0],
          20_000
        )
        expect(service.queues).toEqual(["production"])
        expect(worker.output.join("")).toMatch(/consuming production \(1 at a time\)/)
        worker.child.kill("SIGTERM")
        expect(await exited(worker.child)).toBe(0)
      } finally {
        worker.child.kill("SIGKILL")
      }
    })

    it("finishes a painting whose worker was killed mid-painting on another worker", async () => {
      const container = getContainer()
      const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
      const [style] = await painting.createStyles([
        {
          title: "Impressionist",
          slug: "impressionist",
          prompt: "an impressionist painting of {description}",
          engine: { recipe: "impressionist" },
        },
      ])
      // One render thread keeps the first worker busy long enough to be killed mid-painting.
      const first = startWorker(dbConfig.clientUrl, { PAINTING_RENDER_THREADS: "1" })
      let second: ReturnType<typeof startWorker> | undefined
      try {
        const { token } = await makeShopper(api, container, "verified")
        const photo = await analysedPhoto(api, token, "dog-beagle-landscape.jpg")
        const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(token))

        await until(
          "the painting to start",
          async () => {
            const p = await painting.retrievePainting(data.id)
            return p.status === "in-progress" ? p : undefined
          },
          30_000
        )
        first.child.kill("SIGKILL")
        const killedAt = Date.now()
        await exited(first.child)
        expect((await painting.retrievePainting(data.id)).status).toBe("in-progress")

        // What npm start's supervisor does when a worker dies: start another at once.
        second = startWorker(dbConfig.clientUrl)
        const done = await until(
          "the second worker to finish the painting",
          async () => {
            const p = await painting.retrievePainting(data.id)
            return p.status === "complete" || p.status === "failed" ? p : undefined
          },
          90_000
        )
        const recoveredMs = Date.now() - killedAt
        console.log(`painting completed ${recoveredMs} ms after its worker was killed`)
        expect(done.status, done.failure_reason ?? "").toBe("complete")
        // The 10 s goal is the reliability bench's to measure on an idle shop (`npm run bench --
        // reliability`, which fails over it); here, beside the whole suite, the bound only tells the
        // shop's short lock and stalled check from BullMQ's defaults (30 s each, 30-60 s to recover).
        expect(recoveredMs, `the painting completed ${recoveredMs} ms after its worker was killed`).toBeLessThan(RECOVERED_WITHIN_MS)
        // The task record follows right after the painting.
        const task = await until(
          "the task record to complete",
          async () => {
            const [t] = await painting.listTasks({ subject_id: data.id })
            return t?.status === "complete" ? t : undefined
          },
          10_000
        )
        expect(task.worker_id).toMatch(new RegExp(`-${second.child.pid}$`))

        // Exactly once: the job stalled once, was run to the end once, and nothing paints it again.
        const queue = new Queue("paint", { connection: new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null }) })
        try {
          // BullMQ marks the job completed just after the task record (the handler's last write).
          const job = await until(
            "the job to complete",
            async () => {
              const j = await queue.getJob(task.id)
              return j?.finishedOn ? j : undefined
            },
            5_000
          )
          expect(await job.getState()).toBe("completed")
          expect(job.attemptsMade).toBe(1)
        } finally {
          await queue.close()
        }
        expect(second.output.join("").match(/lost its worker; queued again/g)).toHaveLength(1)
        await new Promise((r) => setTimeout(r, 3_000))
        const later = await painting.retrievePainting(data.id)
        expect(later.image).toEqual(done.image)
        expect(later.updated_at).toEqual(done.updated_at)
      } finally {
        first.child.kill("SIGKILL")
        second?.child.kill("SIGTERM")
        if (second) await exited(second.child)
      }
    })
  },
})
