import { MedusaService } from "@medusajs/framework/utils"
import { Queue } from "bullmq"
import type { Redis } from "ioredis"
import {
  createRedisConnection,
  DEFAULT_REDIS_URL,
  jobOptionsFor,
  queueForTask,
  queuesOfTask,
  QUEUE_NAMES,
  quietQueueErrors,
  styleSamplesJobId,
  styleSamplesJobOptions,
  workWaitsBeforeStyleSamples,
  type QueueName,
  type TaskJobData,
  type TaskType,
} from "./queues"
import { Painting, Photo, PostProcessSettings, Style, StyleLayer, Task, WorkerService } from "./models"
import { PaintingTag, Tag } from "./models"
import { FulfilmentItem, FulfilmentPackage, FulfilmentProof } from "./models"
import { listLiveWorkers, type WorkerAnnouncement } from "./worker/heartbeat"

/** Options given in medusa-config (see backend/src/config/medusa-modules.ts). */
export type PaintingModuleOptions = {
  redisUrl?: string
  defaultProvider?: string
  workerConcurrency?: number
  renderThreads?: number
  watermarkText?: string
  maxUploadBytes?: number
  maxPixels?: number
}

/**
 * Owns photos, styles, layers, paintings, post-process settings, tasks, the worker
 * services, tags and fulfilment packages (articles, statics, survey answers, reviews and
 * wishlists are the backend's content, reviews and wishlists modules). MedusaService
 * generates the CRUD methods (listPaintings, createTasks, ...).
 */
export default class PaintingModuleService extends MedusaService({
  Photo,
  Style,
  StyleLayer,
  PostProcessSettings,
  Painting,
  Task,
  WorkerService,
  Tag,
  PaintingTag,
  FulfilmentPackage,
  FulfilmentItem,
  FulfilmentProof,
}) {
  protected readonly options_: PaintingModuleOptions

  // The generated photo methods are named listPhotos, createPhotos, ... at run time, but
  // Medusa's type-level pluralizer calls them "Photoes"; these declarations give the real names types.
  declare listPhotos: PaintingModuleService["listPhotoes"]
  declare listAndCountPhotos: PaintingModuleService["listAndCountPhotoes"]
  declare createPhotos: PaintingModuleService["createPhotoes"]
  declare updatePhotos: PaintingModuleService["updatePhotoes"]
  declare deletePhotos: PaintingModuleService["deletePhotoes"]
  declare softDeletePhotos: PaintingModuleService["softDeletePhotoes"]
  declare restorePhotos: PaintingModuleService["restorePhotoes"]

  constructor(container: Record<string, unknown>, options: PaintingModuleOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.options_ = options
  }

  private readonly queues_ = new Map<QueueName, Queue<TaskJobData>>()

  private queue(name: QueueName): Queue<TaskJobData> {
    let queue = this.queues_.get(name)
    if (!queue) {
      queue = new Queue<TaskJobData>(name, {
        connection: createRedisConnection(this.options_.redisUrl || DEFAULT_REDIS_URL, `${name} queue`),
      })
      quietQueueErrors(queue, `${name} queue`)
      this.queues_.set(name, queue)
    }
    return queue
  }

  /** A style's default post-process settings (one per style, kept by a unique index), or null. */
  async retrieveDefaultPostProcessSettings(styleId: string) {
    const [settings] = await this.listPostProcessSettings({ style_id: styleId, is_default: true }, { take: 1 })
    return settings ?? null
  }

  /**
   * Puts a task's job on its queue (a print file on `production`, queues/route-task.ts); the
   * task id is the job id, so this is idempotent. The job's name stays the task's type.
   */
  async enqueueTask(
    task: { id: string; type: TaskType; subject_id: string },
    extra: Omit<Partial<TaskJobData>, "taskId" | "subjectId"> = {}
  ): Promise<void> {
    const data: TaskJobData = { taskId: task.id, subjectId: task.subject_id }
    for (const [key, value] of Object.entries(extra)) if (value !== undefined) (data as Record<string, unknown>)[key] = value
    const queue = queueForTask(task.type, extra.variant)
    await this.queue(queue).add(task.type, data, jobOptionsFor(queue, task.id, extra.variant))
  }

  /**
   * Queues the style sampler for an analysed photo (issue 25): its job waits behind every
   * preview on the paint queue. `part` > 0 continues a sampler that yielded to real paintings.
   */
  async enqueueStyleSamples(photoId: string, room?: string, part = 0): Promise<void> {
    const data: TaskJobData = { taskId: styleSamplesJobId(photoId, part), subjectId: photoId, variant: "style-samples" }
    if (room) data.room = room
    await this.queue("paint").add("style-samples", data, styleSamplesJobOptions(photoId, part))
  }

  /** Whether a job more urgent than the style sampler waits on the paint queue (a shopper's preview). */
  async paintWorkWaiting(): Promise<boolean> {
    return workWaitsBeforeStyleSamples(this.queue("paint"))
  }

  /** Takes a task's job off its queue unless a worker already runs it (a print file's from `production` or an older `paint` job). */
  async dequeueTask(task: { id: string; type: TaskType }): Promise<void> {
    for (const name of queuesOfTask(task)) {
      const job = await this.queue(name).getJob(task.id)
      if (job && !(await job.isActive())) await job.remove()
    }
  }

  /** Jobs waiting, running and failed per queue, for the admin and health checks. */
  async queueCounts(): Promise<Record<QueueName, Record<string, number>>> {
    const counts = await Promise.all(
      QUEUE_NAMES.map((n) => this.queue(n).getJobCounts("waiting", "active", "delayed", "failed", "completed"))
    )
    return Object.fromEntries(QUEUE_NAMES.map((name, i) => [name, counts[i]])) as Record<QueueName, Record<string, number>>
  }

  private redis_?: Redis

  /** Workers whose Redis announcement has not expired (they renew it every 5 s, it lives 15 s). */
  async liveWorkers(): Promise<WorkerAnnouncement[]> {
    // Not BullMQ's blocking settings: a plain lookup should fail fast when Redis is down.
    this.redis_ ??= createRedisConnection(this.options_.redisUrl || DEFAULT_REDIS_URL, "worker list", { maxRetriesPerRequest: 1 })
    return listLiveWorkers(this.redis_)
  }

  __hooks = {
    onApplicationShutdown: async () => {
      await Promise.all([...this.queues_.values()].map((q) => q.close()))
      this.queues_.clear()
      this.redis_?.disconnect()
      this.redis_ = undefined
    },
  }

  /** The settings this module runs with, for health checks and the admin. */
  getSettings(): Readonly<PaintingModuleOptions> {
    return { ...this.options_ }
  }
}
