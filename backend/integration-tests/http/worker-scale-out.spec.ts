/**
 * Any number of painting worker processes share the work through BullMQ, each job done
 * exactly once (issue 23): two workers and a burst of paintings from several shoppers (an
 * account paints one at a time), every one painted once, by one worker, and both working;
 * with one render thread each, so a worker's event loop is busy for seconds and only the lock
 * heartbeat's thread keeps its locks. And a worker that lost a painting's lock anyway stops
 * without writing, while the painting is painted by whoever holds it.
 */
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { Queue } from "bullmq"
import { Redis } from "ioredis"
import { expect, it, onTestFailed } from "vitest"
import { withToken } from "../helpers/shop-api"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { exited, startWorker, until, type WorkerProcess } from "../helpers/worker-processes"

const BURST = 6
const jobKey = (queue: string, id: string) => `bull:${queue}:${id}`

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConfig }) => {
    const paintings = () => getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)

    async function impressionist() {
      const [style] = await paintings().createStyles([
        {
          title: "Impressionist",
          slug: "impressionist",
          prompt: "an impressionist painting of {description}",
          engine: { recipe: "impressionist" },
        },
      ])
      return style
    }

    /** Two worker processes, one render thread each (two cores here), once both are running. */
    async function startTwoWorkers(): Promise<WorkerProcess[]> {
      // Jobs an earlier spec file left in this Redis database are not this test's to count.
      const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null })
      for (const name of ["photo", "paint"]) {
        const queue = new Queue(name, { connection })
        await queue.obliterate({ force: true })
        await queue.close()
      }
      await connection.quit()
      const workers = [0, 1].map(() => startWorker(dbConfig.clientUrl, { PAINTING_RENDER_THREADS: "1" }))
      onTestFailed(() => workers.forEach((w) => console.log(`worker ${w.child.pid} said:\n${w.output.join("")}`)))
      await until(
        "both workers' service records",
        async () => {
          const running = await paintings().listWorkerServices({ status: "running" })
          return workers.every((w) => running.some((s) => s.pid === w.child.pid)) ? true : undefined
        },
        30_000
      )
      return workers
    }

    async function stopWorkers(workers: WorkerProcess[]) {
      for (const w of workers) w.child.kill("SIGTERM")
      await Promise.all(workers.map((w) => exited(w.child)))
    }

    const settled = (id: string) => async () => {
      const p = await paintings().retrievePainting(id)
      return p.status === "complete" || p.status === "failed" ? p : undefined
    }
    const completedTask = (subjectId: string) => async () => {
      const [t] = await paintings().listTasks({ subject_id: subjectId })
      return t?.status === "complete" ? t : undefined
    }
    /** The worker (by its pid) a task record names. */
    const pidOf = (workerId: string | null) => Number(/-(\d+)$/.exec(workerId ?? "")?.[1])

    it("shares a burst of paintings between two worker processes, each painted exactly once", async () => {
      const container = getContainer()
      const style = await impressionist()
      const workers = await startTwoWorkers()
      const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null })
      try {
        const shoppers = await Promise.all(Array.from({ length: BURST }, () => makeShopper(api, container, "verified")))
        const photos = await Promise.all(shoppers.map((s) => analysedPhoto(api, s.token, "dog-beagle-landscape.jpg")))

        const burstAt = Date.now()
        const ids = await Promise.all(
          shoppers.map(async (s, i) => {
            const { data } = await api.post("/api/painting", { photoId: photos[i].id, styleId: style.id }, withToken(s.token))
            return data.id as string
          })
        )
        const done = await Promise.all(ids.map((id) => until(`painting ${id} to finish`, settled(id), 180_000)))
        console.log(`${BURST} paintings on 2 workers finished ${Date.now() - burstAt} ms after the burst`)
        for (const p of done) expect(p.status, p.failure_reason ?? "").toBe("complete")

        // Each job ran once, on one worker: started once, never stalled, one attempt.
        const paintTasks = await Promise.all(ids.map((id) => until(`the task of ${id}`, completedTask(id), 10_000)))
        const photoTasks = await Promise.all(photos.map((p) => until(`the task of ${p.id}`, completedTask(p.id), 10_000)))
        const pids = workers.map((w) => w.child.pid)
        for (const [queue, tasks] of [
          ["paint", paintTasks],
          ["photo", photoTasks],
        ] as const) {
          for (const task of tasks) {
            expect(pids, `${queue} task ${task.id} names ${task.worker_id}`).toContain(pidOf(task.worker_id))
            // BullMQ completes the job just after the task record (the handler's last write).
            await until(
              `job ${task.id} to complete`,
              async () => ((await redis.hget(jobKey(queue, task.id), "finishedOn")) ? true : undefined),
              5_000
            )
            const [started, made, stalled, processedOn, finishedOn] = await redis.hmget(
              jobKey(queue, task.id),
              "ats",
              "atm",
              "stc",
              "processedOn",
              "finishedOn"
            )
            expect({ job: `${queue}:${task.id}`, started, made, stalled: stalled ?? "0" }).toEqual({
              job: `${queue}:${task.id}`,
              started: "1",
              made: "1",
              stalled: "0",
            })
            if (queue === "paint") console.log(`paint job ${task.id}: ${Number(finishedOn) - Number(processedOn)} ms`)
          }
        }
        // Both workers took part.
        expect(new Set(paintTasks.map((t) => pidOf(t.worker_id))).size).toBe(2)
        const output = workers.map((w) => w.output.join("")).join("")
        expect(output.split("\n").filter((line) => /lost its lock|lost its worker|job \S+ failed/.test(line))).toEqual([])

        // Nothing paints them again.
        await new Promise((r) => setTimeout(r, 3_000))
        for (const p of done) {
          const later = await paintings().retrievePainting(p.id)
          expect(later.image).toEqual(p.image)
          expect(later.updated_at).toEqual(p.updated_at)
        }
      } finally {
        await redis.quit()
        await stopWorkers(workers)
      }
    })

    it("a worker that lost a painting's lock stops without writing; the painting is painted once, by its holder", async () => {
      const container = getContainer()
      const style = await impressionist()
      const workers = await startTwoWorkers()
      const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null })
      try {
        const { token } = await makeShopper(api, container, "verified")
        const photo = await analysedPhoto(api, token, "dog-beagle-landscape.jpg")
        const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(token))

        const running = await until(
          "the painting to start",
          async () => {
            const [t] = await paintings().listTasks({ subject_id: data.id })
            return t?.status === "in-progress" ? t : undefined
          },
          30_000
        )
        const first = workers.find((w) => w.child.pid === pidOf(running.worker_id))!
        // What a stalled event loop lets happen: the lock expires and another worker holds it.
        expect(await redis.set(`${jobKey("paint", running.id)}:lock`, "another-worker", "PX", 2_500, "XX")).toBe("OK")

        const done = await until("the painting to finish", settled(data.id), 90_000)
        expect(done.status, done.failure_reason ?? "").toBe("complete")
        const task = await until("its task to complete", completedTask(data.id), 10_000)
        await until(
          "the job to complete",
          async () => ((await redis.hget(jobKey("paint", running.id), "finishedOn")) ? true : undefined),
          10_000
        )

        const lost = first.output
          .join("")
          .match(/paint job \S+ lost its lock; another worker runs it, so this one stopped without writing/g)
        expect(lost).toEqual([`paint job ${running.id} lost its lock; another worker runs it, so this one stopped without writing`])
        // Run to the end once: requeued by the stalled check once, one attempt made, on a new run.
        const [made, stalled] = await redis.hmget(jobKey("paint", running.id), "atm", "stc")
        expect({ made, stalled }).toEqual({ made: "1", stalled: "1" })
        expect(new Date(task.started_at!).getTime()).toBeGreaterThan(new Date(running.started_at!).getTime())

        // One result: a first run that went on would write its own image (files get random names),
        // before the job completed or after.
        await new Promise((r) => setTimeout(r, 3_000))
        const later = await paintings().retrievePainting(data.id)
        expect(later.image).toEqual(done.image)
        expect(later.updated_at).toEqual(done.updated_at)
      } finally {
        await redis.quit()
        await stopWorkers(workers)
      }
    })
  },
})
