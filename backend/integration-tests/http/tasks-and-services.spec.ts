/**
 * The admin's services and tasks calls (spec section 7): worker services with their task
 * counts and liveness, the task lists, and a failed painting retried until it is complete.
 * Everyone but an admin gets 401 (section 6).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, productionTaskId, type PaintingModuleService } from "@petshop/painting-module"
import { jobOptionsFor } from "@petshop/painting-module/queues"
import { Queue } from "bullmq"
import { Redis } from "ioredis"
import { io as connect, type Socket } from "socket.io-client"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { asDomainError } from "../../src/lib/errors"
import { deleteTaskWorkflow } from "../../src/workflows/task/delete-task"
import { REALTIME_MODULE } from "../../src/modules/realtime"
import type RealtimeModuleService from "../../src/modules/realtime/service"
import { startInProcessWorker } from "../helpers/in-process-worker"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const ago = (ms: number) => new Date(Date.now() - ms)
const unique = () => Math.random().toString(36).slice(2, 8)

/** The admin API's answers, as far as this spec reads them. */
type ServiceBody = { id: string; tasks: { finished: number; failed: number } }
type ProviderBody = { id: string; label: string; status: string }
type TaskBody = { id: string; type: string; status: string; subjectId: string }

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    let worker: Awaited<ReturnType<typeof startInProcessWorker>>
    beforeAll(async () => {
      worker = await startInProcessWorker(getContainer())
    })
    afterAll(async () => {
      await worker?.stop()
    })

    const paintingModule = (container: MedusaContainer = getContainer()) => container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const patch = (url: string, body: unknown, config?: object) => settle(api.patch(url, body, config))
    /** Moves a record's updated_at back in time; the ORM always stamps it with now. */
    const backdate = (id: string, ms: number) => dbConnection.raw(`update task set updated_at = ? where id = ?`, [ago(ms), id])

    async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
      const end = Date.now() + ms
      for (;;) {
        const value = await probe()
        if (value !== undefined) return value
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    }

    function queuedTask(subject = `paint_${unique()}`, extra: Record<string, unknown> = {}) {
      return paintingModule().createTasks({ type: "paint", subject_id: subject, status: "queue", queued_at: new Date(), ...extra })
    }

    it("answers 401 to everyone but an admin, on every call", async () => {
      const container = getContainer()
      const visitor = await makeShopper(api, container, "temporary")
      const shopper = await makeShopper(api, container, "verified")
      const [service] = await paintingModule().createWorkerServices([
        { name: `w-${unique()}`, hostname: "h", pid: 1, queues: ["paint"], started_at: new Date(), last_heartbeat_at: new Date() },
      ])
      const task = await queuedTask()
      const calls: ["get" | "patch" | "post" | "delete", string, unknown?][] = [
        ["get", "/api/services/"],
        ["get", "/api/services?timespan=7d"],
        ["patch", `/api/service/${service.id}`, { isEnabled: false }],
        // A bad body from a non-admin is still 401, not a field error.
        ["patch", `/api/service/${service.id}`, { isEnabled: "nope" }],
        ["get", `/api/service/${service.id}/tasks?timespan=1h`],
        ["get", `/api/task/${task.id}`],
        ["get", "/api/tasks"],
        ["get", "/api/tasks/latest?timeDelta=60"],
        ["post", `/api/task/${task.id}/retry`],
        ["delete", `/api/task/${task.id}`],
      ]
      for (const config of [withToken(visitor.token), withToken(shopper.token), {}, withToken("0".repeat(64))]) {
        for (const [method, url, body] of calls) {
          const call =
            method === "get"
              ? api.get(url, config)
              : method === "delete"
                ? api.delete(url, config)
                : method === "patch"
                  ? api.patch(url, body ?? {}, config)
                  : api.post(url, body ?? {}, config)
          const res = await settle(call)
          expect(res.status, `${method} ${url}`).toBe(401)
        }
      }
      // Nothing changed.
      expect((await paintingModule().retrieveWorkerService(service.id)).is_enabled).toBe(true)
      expect((await paintingModule().retrieveTask(task.id)).status).toBe("queue")
    })

    it("lists worker services with their finished and failed tasks, liveness and queue depths", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const painting = paintingModule()
      const name = (kind: string) => `${kind}-${unique()}`
      const [alive, stale, stoppedRecently, stoppedLongAgo] = await painting.createWorkerServices([
        {
          name: name("alive"),
          hostname: "box-1",
          pid: 101,
          queues: ["photo", "paint"],
          started_at: ago(HOUR),
          last_heartbeat_at: new Date(),
        },
        { name: name("stale"), hostname: "box-2", pid: 102, queues: ["paint"], started_at: ago(HOUR), last_heartbeat_at: ago(MINUTE) },
        {
          name: name("stopped"),
          hostname: "box-3",
          pid: 103,
          queues: ["paint"],
          status: "stopped",
          started_at: ago(3 * HOUR),
          last_heartbeat_at: ago(2 * HOUR),
        },
        {
          name: name("old"),
          hostname: "box-4",
          pid: 104,
          queues: ["paint"],
          status: "stopped",
          started_at: ago(80 * HOUR),
          last_heartbeat_at: ago(72 * HOUR),
        },
      ])
      const done = { status: "complete" as const, worker_id: alive.name, started_at: ago(HOUR + MINUTE) }
      await painting.createTasks([
        { type: "paint", subject_id: "paint_a", queued_at: ago(2 * HOUR), ...done, finished_at: ago(HOUR) },
        { type: "photo", subject_id: "photo_b", queued_at: ago(2 * HOUR), ...done, finished_at: ago(2 * 24 * HOUR) },
        {
          type: "paint",
          subject_id: "paint_c",
          queued_at: ago(2 * HOUR),
          worker_id: alive.name,
          status: "failed",
          error: "boom",
          finished_at: ago(2 * HOUR),
        },
        {
          type: "paint",
          subject_id: "paint_d",
          queued_at: ago(HOUR),
          worker_id: alive.name,
          status: "in-progress",
          started_at: ago(MINUTE),
        },
        { type: "paint", subject_id: "paint_e", queued_at: ago(HOUR), worker_id: stale.name, status: "complete", finished_at: ago(MINUTE) },
      ])

      const { status, data } = await api.get("/api/services/", withToken(token))
      expect(status).toBe(200)
      expect(data.timespan).toBe("24h")
      const byId = new Map<string, ServiceBody>(data.services.map((s: ServiceBody) => [s.id, s]))
      expect(byId.get(alive.id)).toMatchObject({
        name: alive.name,
        hostname: "box-1",
        pid: 101,
        queues: ["photo", "paint"],
        status: "running",
        isEnabled: true,
        isAlive: true,
        tasks: { finished: 1, failed: 1 },
      })
      expect(byId.get(stale.id)).toMatchObject({ isAlive: false, status: "running", tasks: { finished: 1, failed: 0 } })
      expect(byId.get(stoppedRecently.id)).toMatchObject({ isAlive: false, status: "stopped", tasks: { finished: 0, failed: 0 } })
      // A worker gone for days is not shown for the last day.
      expect(byId.has(stoppedLongAgo.id)).toBe(false)
      for (const queue of ["photo", "paint", "production"]) {
        expect(data.queueDepths[queue]).toEqual(
          expect.objectContaining({ waiting: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) })
        )
      }

      const week = (await api.get("/api/services?timespan=7d", withToken(token))).data
      const weekById = new Map<string, ServiceBody>(week.services.map((s: ServiceBody) => [s.id, s]))
      expect(week.timespan).toBe("7d")
      expect(weekById.get(alive.id)?.tasks).toEqual({ finished: 2, failed: 1 })
      expect(weekById.has(stoppedLongAgo.id)).toBe(true)
      const hour = (await api.get("/api/services?timespan=90m", withToken(token))).data
      expect(hour.services.find((s: ServiceBody) => s.id === alive.id).tasks).toEqual({ finished: 1, failed: 0 })

      for (const bad of ["soon", "24", "0h", "1y", "100d", "-1h"]) {
        const res = await settle(api.get(`/api/services?timespan=${bad}`, withToken(token)))
        expect(res, bad).toMatchObject({ status: 400, data: { field: "timespan" } })
      }
    })

    it("lists the painting services a style may name, with the remote ones usable only once configured", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const saved = { token: process.env.REPLICATE_API_TOKEN, model: process.env.REPLICATE_MODEL_VERSION }
      delete process.env.REPLICATE_API_TOKEN
      try {
        const before = (await api.get("/api/services/", withToken(token))).data.providers
        expect(before.map((p: ProviderBody) => p.id)).toEqual(["local", "replicate", "stability", "openai", "automatic1111", "comfyui"])
        expect(before.find((p: ProviderBody) => p.id === "local")).toEqual({ id: "local", label: "Local painting engine", status: "ready" })
        expect(before.find((p: ProviderBody) => p.id === "replicate").status).toBe("unconfigured")

        process.env.REPLICATE_API_TOKEN = "r8_test"
        process.env.REPLICATE_MODEL_VERSION = "owner/model"
        const after = (await api.get("/api/services/", withToken(token))).data.providers
        expect(after.find((p: ProviderBody) => p.id === "replicate").status).toBe("ready")
      } finally {
        for (const [name, value] of [
          ["REPLICATE_API_TOKEN", saved.token],
          ["REPLICATE_MODEL_VERSION", saved.model],
        ] as const) {
          if (value === undefined) delete process.env[name]
          else process.env[name] = value
        }
      }
    })

    it("lets an admin disable and enable a worker service", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const [service] = await paintingModule().createWorkerServices([
        { name: `w-${unique()}`, hostname: "h", pid: 7, queues: ["photo"], started_at: new Date(), last_heartbeat_at: new Date() },
      ])
      const off = await patch(`/api/service/${service.id}`, { isEnabled: false }, withToken(token))
      expect(off).toMatchObject({
        status: 200,
        data: { id: service.id, isEnabled: false, isAlive: true, tasks: { finished: 0, failed: 0 } },
      })
      expect((await paintingModule().retrieveWorkerService(service.id)).is_enabled).toBe(false)
      const on = await patch(`/api/service/${service.id}`, { isEnabled: true }, withToken(token))
      expect(on.data.isEnabled).toBe(true)

      for (const body of [{}, { isEnabled: "false" }, { isEnabled: null }]) {
        const res = await patch(`/api/service/${service.id}`, body, withToken(token))
        expect(res, JSON.stringify(body)).toMatchObject({ status: 400, data: { field: "isEnabled" } })
      }
      const missing = await patch("/api/service/wsvc_missing", { isEnabled: false }, withToken(token))
      expect(missing).toMatchObject({ status: 404, data: { message: "Service not found." } })
    })

    it("lists one service's tasks within the timespan", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const painting = paintingModule()
      const [service] = await painting.createWorkerServices([
        { name: `w-${unique()}`, hostname: "h", pid: 8, queues: ["paint"], started_at: ago(HOUR), last_heartbeat_at: new Date() },
      ])
      const finishedAt = ago(MINUTE)
      const [recent, older, other] = await painting.createTasks([
        {
          type: "paint",
          subject_id: "paint_1",
          queued_at: ago(HOUR),
          status: "complete",
          worker_id: service.name,
          started_at: new Date(finishedAt.getTime() - MINUTE),
          finished_at: finishedAt,
        },
        { type: "photo", subject_id: "photo_2", queued_at: ago(3 * HOUR), status: "failed", worker_id: service.name, error: "bad photo" },
        { type: "paint", subject_id: "paint_3", queued_at: ago(HOUR), status: "complete", worker_id: `someone-else-${unique()}` },
      ])
      await backdate(older.id, 2 * HOUR)

      const day = (await api.get(`/api/service/${service.id}/tasks`, withToken(token))).data
      expect(day).toMatchObject({ count: 2, page: 1, perPage: 50, timespan: "24h" })
      expect(day.tasks.map((t: TaskBody) => t.id)).toEqual([recent.id, older.id])
      expect(day.tasks[0]).toMatchObject({
        type: "paint",
        status: "complete",
        workerId: service.name,
        subjectId: "paint_1",
        durationMs: MINUTE,
      })
      expect(day.tasks.map((t: TaskBody) => t.id)).not.toContain(other.id)

      const hour = (await api.get(`/api/service/${service.id}/tasks?timespan=1h`, withToken(token))).data
      expect(hour.tasks.map((t: TaskBody) => t.id)).toEqual([recent.id])

      expect(await settle(api.get("/api/service/wsvc_missing/tasks", withToken(token)))).toMatchObject({ status: 404 })
      expect(await settle(api.get(`/api/service/${service.id}/tasks?timespan=x`, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "timespan" },
      })
    })

    it("shows a task, lists tasks newest first with filters and pages, and the latest ones", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const painting = paintingModule()
      const tag = unique()
      const created = []
      for (const [type, status] of [
        ["paint", "failed"],
        ["photo", "complete"],
        ["paint", "queue"],
        ["paint", "failed"],
      ] as const) {
        created.push(
          await painting.createTasks({
            type,
            status,
            subject_id: `${type}_${tag}`,
            queued_at: new Date(),
            error: status === "failed" ? "it broke" : null,
          })
        )
        await new Promise((r) => setTimeout(r, 5)) // distinct created_at, so "newest first" is checkable
      }
      const [firstFailed, , queued, lastFailed] = created

      const one = await api.get(`/api/task/${firstFailed.id}`, withToken(token))
      expect(one.data).toEqual({
        id: firstFailed.id,
        type: "paint",
        status: "failed",
        subjectId: `paint_${tag}`,
        attempts: 0,
        maxAttempts: 3,
        progress: 0,
        error: "it broke",
        workerId: null,
        queuedAt: expect.any(String),
        startedAt: null,
        finishedAt: null,
        durationMs: null,
        dateCreated: expect.any(String),
        lastUpdated: expect.any(String),
      })
      expect(await settle(api.get("/api/task/task_missing", withToken(token)))).toMatchObject({
        status: 404,
        data: { message: "Task not found." },
      })

      const all = (await api.get("/api/tasks", withToken(token))).data
      expect(all).toMatchObject({ page: 1, perPage: 50 })
      expect(all.count).toBeGreaterThanOrEqual(4)
      const mine = all.tasks.filter((t: TaskBody) => t.subjectId.endsWith(tag)).map((t: TaskBody) => t.id)
      expect(mine).toEqual(created.map((t) => t.id).reverse())

      const failed = (await api.get("/api/tasks?type=paint&status=failed", withToken(token))).data
      expect(failed.tasks.every((t: TaskBody) => t.type === "paint" && t.status === "failed")).toBe(true)
      expect(failed.tasks.map((t: TaskBody) => t.id)).toEqual(expect.arrayContaining([firstFailed.id, lastFailed.id]))
      expect(failed.tasks.map((t: TaskBody) => t.id)).not.toContain(queued.id)

      const page1 = (await api.get("/api/tasks?perPage=2&page=1", withToken(token))).data
      const page2 = (await api.get("/api/tasks?perPage=2&page=2", withToken(token))).data
      expect(page1.tasks).toHaveLength(2)
      expect(page1.tasks[0].id).toBe(lastFailed.id)
      expect(page2.tasks[0].id).not.toBe(page1.tasks[1].id)
      expect(page2.count).toBe(page1.count)

      for (const [query, field] of [
        ["status=done", "status"],
        ["type=video", "type"],
        ["perPage=0", "perPage"],
        ["page=-1", "page"],
      ]) {
        expect(await settle(api.get(`/api/tasks?${query}`, withToken(token))), query).toMatchObject({ status: 400, data: { field } })
      }

      // The live view: only what changed within timeDelta seconds.
      await backdate(firstFailed.id, 5 * MINUTE)
      const latest = (await api.get("/api/tasks/latest", withToken(token))).data
      expect(latest).toMatchObject({ timeDelta: 60, serverTime: expect.any(String) })
      const latestIds = latest.tasks.map((t: TaskBody) => t.id)
      expect(latestIds).toEqual(expect.arrayContaining([queued.id, lastFailed.id]))
      expect(latestIds).not.toContain(firstFailed.id)
      const wider = (await api.get("/api/tasks/latest?timeDelta=600", withToken(token))).data
      expect(wider.tasks.map((t: TaskBody) => t.id)).toContain(firstFailed.id)
      for (const bad of ["abc", "0", "1.5", "999999"]) {
        expect(await settle(api.get(`/api/tasks/latest?timeDelta=${bad}`, withToken(token))), bad).toMatchObject({
          status: 400,
          data: { field: "timeDelta" },
        })
      }
    })

    it("deletes queued and failed tasks but not running ones", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const painting = paintingModule()
      // A queued painting whose task is deleted is cancelled, so it does not wait forever.
      const queuedPainting = await painting.createPaintings({ photo_id: "photo_x", style_id: "style_x", status: "queue" })
      const queued = await queuedTask(queuedPainting.id)
      const failed = await queuedTask(undefined, { status: "failed", error: "boom" })
      const running = await queuedTask(undefined, { status: "in-progress", started_at: new Date() })
      const complete = await queuedTask(undefined, { status: "complete" })

      for (const task of [queued, failed]) {
        const res = await settle(api.delete(`/api/task/${task.id}`, withToken(token)))
        expect(res.status).toBe(204)
        expect(await settle(api.get(`/api/task/${task.id}`, withToken(token)))).toMatchObject({ status: 404 })
      }
      expect(await painting.retrievePainting(queuedPainting.id)).toMatchObject({
        status: "failed",
        failure_reason: "This painting was cancelled.",
      })

      expect(await settle(api.delete(`/api/task/${running.id}`, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "status", message: "A running task cannot be deleted." },
      })
      expect(await settle(api.delete(`/api/task/${complete.id}`, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "status" },
      })
      expect((await painting.listTasks({ id: [running.id, complete.id] })).length).toBe(2)
      expect(await settle(api.delete("/api/task/task_missing", withToken(token)))).toMatchObject({ status: 404 })
    })

    it("takes a deleted print-file task's job off the production queue, and one an older version queued off paint", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null })
      const queues = { paint: new Queue("paint", { connection }), production: new Queue("production", { connection }) }
      try {
        for (const queue of ["production", "paint"] as const) {
          const subject = `paint_${unique()}`
          const task = await queuedTask(subject, { id: productionTaskId(subject) })
          // A job in a retry's backoff, so this file's worker does not take it meanwhile.
          const options = { ...jobOptionsFor(queue, task.id, "production"), delay: 3_600_000 }
          await queues[queue].add("paint", { taskId: task.id, subjectId: subject, variant: "production" }, options)
          expect(await queues[queue].getJob(task.id), queue).toBeDefined()
          expect((await settle(api.delete(`/api/task/${task.id}`, withToken(token)))).status).toBe(204)
          expect(await queues[queue].getJob(task.id), queue).toBeUndefined()
        }
      } finally {
        await Promise.all(Object.values(queues).map((q) => q.close()))
        connection.disconnect()
      }
    })

    it("refuses to delete a running task from any caller, not only the /api route (issue 19)", async () => {
      const running = await queuedTask(undefined, { status: "in-progress", started_at: new Date() })
      const refused = await deleteTaskWorkflow(getContainer())
        .run({ input: { taskId: running.id } })
        .then(() => undefined, asDomainError)
      expect(refused).toMatchObject({ kind: "invalid", field: "status", message: "A running task cannot be deleted." })
      expect(await paintingModule().retrieveTask(running.id)).toMatchObject({ status: "in-progress" })
    })

    it("puts a deleted task and its cancelled painting back when its job cannot be taken off the queue (issue 19)", async () => {
      const painting = paintingModule()
      const queuedPainting = await painting.createPaintings({ photo_id: "photo_x", style_id: "style_x", status: "queue" })
      const task = await queuedTask(queuedPainting.id, { attempts: 1 })
      // The last step fails, after the painting was cancelled and the task record deleted.
      const dequeue = vi.spyOn(painting, "dequeueTask").mockRejectedValueOnce(new Error("Redis is down"))
      try {
        const { token } = await makeShopper(api, getContainer(), "admin")
        expect((await settle(api.delete(`/api/task/${task.id}`, withToken(token)))).status).toBe(500)
        expect(dequeue).toHaveBeenCalledTimes(1)
      } finally {
        dequeue.mockRestore()
      }
      expect(await painting.retrievePainting(queuedPainting.id)).toMatchObject({ status: "queue", failure_reason: null })
      expect(await painting.retrieveTask(task.id)).toMatchObject({ status: "queue", subject_id: queuedPainting.id, attempts: 1 })
    })

    it("leaves a failed task as it was when its retry cannot go through", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      // Its painting is gone: the subject step fails after the task was reset, which is undone.
      const task = await queuedTask("paint_gone", {
        status: "failed",
        error: "boom",
        attempts: 3,
        worker_id: "w-1",
        finished_at: new Date(),
      })
      const res = await settle(api.post(`/api/task/${task.id}/retry`, {}, withToken(token)))
      expect(res.status).toBe(404)
      expect(await paintingModule().retrieveTask(task.id)).toMatchObject({ status: "failed", error: "boom", attempts: 3, worker_id: "w-1" })
    })

    it("retries a failed HQ render without putting its complete painting back in the queue", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const painting = paintingModule()
      const image = { original: "http://x/preview.jpg", low: "http://x/low.jpg" }
      const complete = await painting.createPaintings({ photo_id: "photo_x", style_id: "style_x", status: "complete", image })
      const task = await queuedTask(complete.id, { status: "failed", error: "HQ render failed", finished_at: new Date() })
      const res = await api.post(`/api/task/${task.id}/retry`, {}, withToken(token))
      expect(res.data).toMatchObject({ status: "queue", error: null })
      expect(await painting.retrievePainting(complete.id)).toMatchObject({ status: "complete", image })
      // Let the worker finish with it (its photo does not exist), so nothing runs on after the test.
      await until(
        "the HQ task to end",
        async () => {
          const t = await painting.retrieveTask(task.id)
          return t.status === "complete" || t.status === "failed" ? t : undefined
        },
        30_000
      )
      expect(await painting.retrievePainting(complete.id)).toMatchObject({ status: "complete", image })
    })

    it("retries a failed painting until it is complete, live for its owner; refuses other tasks", async () => {
      const container = getContainer()
      const painting = paintingModule(container)
      const admin = await makeShopper(api, container, "admin")
      const owner = await makeShopper(api, container, "verified")
      // The local engine has no recipe for this engine key: the painting fails with a reason.
      const [style] = await painting.createStyles([
        {
          title: "Watercolor",
          slug: `watercolor-${unique()}`,
          prompt: "a watercolor of {description}",
          engine: { recipe: "not-built-yet" },
        },
      ])
      const photo = await analysedPhoto(api, owner.token)
      const { data: created } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(owner.token))
      const [task] = await painting.listTasks({ subject_id: created.id })

      await until("the painting to fail", async () => {
        const p = await painting.retrievePainting(created.id)
        return p.status === "failed" ? p : undefined
      })
      const failed = await until("the task to fail", async () => {
        const { data } = await api.get(`/api/task/${task.id}`, withToken(admin.token))
        return data.status === "failed" ? data : undefined
      })
      expect(failed).toMatchObject({ type: "paint", subjectId: created.id, workerId: "integration-test-worker", attempts: 1 })
      expect(failed.error).toMatch(/cannot be painted yet/)
      expect(failed.finishedAt).toEqual(expect.any(String))

      // Only failed tasks go back on the queue: the photo's analysis is complete.
      const [analysis] = await painting.listTasks({ subject_id: photo.id })
      expect(await settle(api.post(`/api/task/${analysis.id}/retry`, {}, withToken(admin.token)))).toMatchObject({
        status: 400,
        data: { field: "status", message: "Only failed tasks can be retried." },
      })
      expect(await settle(api.post("/api/task/task_missing/retry", {}, withToken(admin.token)))).toMatchObject({ status: 404 })

      // The style is fixed, then the admin retries; the owner watches it paint.
      await painting.updateStyles({ id: style.id, engine: { recipe: "impressionist" } })
      const port = container.resolve<RealtimeModuleService>(REALTIME_MODULE).getPort()
      const socket: Socket = connect(`http://localhost:${port}`, { auth: { token: owner.token }, transports: ["websocket"] })
      const loads: { painting: string; status: string }[] = []
      socket.on("painting:load", (m) => loads.push(m))
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve())
        socket.once("connect_error", reject)
      })
      try {
        const retried = await api.post(`/api/task/${task.id}/retry`, {}, withToken(admin.token))
        expect(retried.status).toBe(200)
        expect(retried.data).toMatchObject({ id: task.id, status: "queue", attempts: 0, error: null, finishedAt: null, workerId: null })
        expect(new Date(retried.data.queuedAt).getTime()).toBeGreaterThan(new Date(failed.queuedAt).getTime())
        const queuedAgain = (await api.get(`/api/painting/${created.id}`, withToken(owner.token))).data
        expect(["queue", "in-progress", "complete"]).toContain(queuedAgain.status)

        const done = await until("the retried task to finish", async () => {
          const { data } = await api.get(`/api/task/${task.id}`, withToken(admin.token))
          return data.status === "complete" || data.status === "failed" ? data : undefined
        })
        expect(done, done.error ?? "").toMatchObject({ status: "complete", attempts: 1, error: null, progress: 100 })
        const finished = (await api.get(`/api/painting/${created.id}`, withToken(owner.token))).data
        expect(finished).toMatchObject({ status: "complete", failureReason: null })
        await new Promise((r) => setTimeout(r, 300))
        expect(loads.filter((l) => l.painting === created.id).map((l) => l.status)).toEqual(["in-progress", "complete"])

        // Done is done: a complete task cannot be retried.
        expect(await settle(api.post(`/api/task/${task.id}/retry`, {}, withToken(admin.token)))).toMatchObject({
          status: 400,
          data: { field: "status", message: "Only failed tasks can be retried." },
        })
      } finally {
        socket.disconnect()
      }
    })
  },
})
