/**
 * The worker's record in the painting module (spec: services), so admins see which worker
 * processes run, where, on which queues, and when each last beat.
 */
import { hostname } from "node:os"
import type { QueueName } from "../queues"
import type PaintingModuleService from "../service"

export class WorkerRegistration {
  private recordId?: string
  private timer?: NodeJS.Timeout

  constructor(
    private readonly painting: PaintingModuleService,
    private readonly workerId: string,
    private readonly queues: QueueName[],
    private readonly intervalMs = 5_000
  ) {}

  async start(): Promise<void> {
    const now = new Date()
    const [existing] = await this.painting.listWorkerServices({ name: this.workerId }, { take: 1 })
    const data = {
      name: this.workerId,
      hostname: hostname(),
      pid: process.pid,
      queues: this.queues,
      status: "running" as const,
      started_at: now,
      last_heartbeat_at: now,
    }
    const record = existing
      ? await this.painting.updateWorkerServices({ id: existing.id, ...data })
      : await this.painting.createWorkerServices(data)
    this.recordId = record.id
    this.timer = setInterval(() => {
      this.painting
        .updateWorkerServices({ id: this.recordId!, last_heartbeat_at: new Date() })
        .catch((err) => console.error(`[worker] could not record heartbeat: ${(err as Error).message}`))
    }, this.intervalMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    if (this.recordId) await this.painting.updateWorkerServices({ id: this.recordId, status: "stopped" })
  }
}
