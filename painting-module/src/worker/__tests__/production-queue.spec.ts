/**
 * Previews never wait behind print renders (issue 23, item 3): print files go to a queue of
 * their own with a consumer and concurrency of its own, so a preview asked for while a print
 * render runs in the same worker finishes in its usual time. Real Redis, real PaintingWorker
 * consumers and the real routing (queueForTask, jobOptionsFor); only the print render is a
 * deliberately slow handler. A key prefix of its own keeps other specs' workers off these queues.
 */
import { Queue, QueueEvents } from "bullmq"
import { Redis } from "ioredis"
import { afterAll, afterEach, expect, it } from "vitest"
import { jobOptionsFor, productionTaskId, queueForTask, queuesOfTask, type QueueName, type TaskJobData } from "../../queues"
import { PaintingWorker } from "../painting-worker"

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379/15"
const prefix = `test-production-${process.pid}`
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null })
const queues = new Map<QueueName, Queue<TaskJobData>>()
const queue = (name: QueueName) => {
  if (!queues.has(name)) queues.set(name, new Queue<TaskJobData>(name, { connection: redis.duplicate(), prefix }))
  return queues.get(name)!
}

let worker: PaintingWorker | undefined
let release: () => void = () => undefined

afterEach(async () => {
  release()
  await worker?.stop()
  worker = undefined
})
afterAll(async () => {
  for (const q of queues.values()) {
    await q.obliterate({ force: true })
    await q.close()
  }
  await redis.quit()
})

/** What the module service's enqueueTask does, on this spec's prefix. */
async function enqueue(task: { id: string; type: "paint"; subject_id: string }, variant?: TaskJobData["variant"]) {
  const name = queueForTask(task.type, variant)
  return queue(name).add(task.type, { taskId: task.id, subjectId: task.subject_id, variant }, jobOptionsFor(name, task.id, variant))
}

async function waitFor<T>(probe: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > end) throw new Error("timed out")
    await new Promise((r) => setTimeout(r, 25))
  }
}

it("routes print files to the production queue and finds them there or on paint", () => {
  expect(queueForTask("paint", "production")).toBe("production")
  expect(queueForTask("paint")).toBe("paint")
  expect(queueForTask("paint", "hq")).toBe("paint")
  expect(queueForTask("photo", "style-picture")).toBe("photo")
  expect(queuesOfTask({ id: productionTaskId("paint_1"), type: "paint" })).toEqual(["production", "paint"])
  expect(queuesOfTask({ id: "task_1", type: "paint" })).toEqual(["paint"])
})

it("finishes a preview while a long print render runs in the same worker, and runs one print render at a time", async () => {
  const running = new Set<string>()
  let mostPrintsAtOnce = 0
  const held = new Promise<void>((r) => (release = r))
  worker = new PaintingWorker({
    redisUrl: REDIS_URL,
    prefix,
    // One job at a time on paint, as the worker runs by default; production has its own.
    concurrency: 1,
    processors: {
      paint: async (job) => ({ preview: job.data.taskId }),
      production: async (job) => {
        running.add(job.data.taskId)
        mostPrintsAtOnce = Math.max(mostPrintsAtOnce, running.size)
        await held
        running.delete(job.data.taskId)
      },
    },
    log: () => undefined,
  })
  await worker.start()
  expect(worker.queues).toEqual(["paint", "production"])

  const prints = await Promise.all(
    ["paint_a", "paint_b"].map((id) => enqueue({ id: productionTaskId(id), type: "paint", subject_id: id }, "production"))
  )
  expect(prints.map((job) => job.queueName)).toEqual(["production", "production"])
  await waitFor(async () => running.size > 0)

  const events = new QueueEvents("paint", { connection: redis.duplicate(), prefix })
  await events.waitUntilReady()
  try {
    const asked = performance.now()
    const preview = await enqueue({ id: `task_preview_${process.pid}`, type: "paint", subject_id: "paint_c" })
    expect(preview.queueName).toBe("paint")
    await expect(preview.waitUntilFinished(events, 5_000)).resolves.toEqual({ preview: preview.data.taskId })
    expect(performance.now() - asked).toBeLessThan(5_000)
  } finally {
    await events.close()
  }
  // The print render is still running, the second still waits its turn.
  expect(await prints[0].getState()).toBe("active")
  expect(await queue("production").getJobCounts("active", "waiting", "prioritized")).toMatchObject({ active: 1 })
  release()
  await waitFor(async () => (await queue("production").getJobCounts("completed")).completed === 2)
  expect(mostPrintsAtOnce).toBe(1)
})
