import type { Service } from "@petshop/contract"
import type { PaintingModuleService } from "@petshop/painting-module"
import { ApiError } from "./api-error"

/**
 * A worker is alive when it is running and beat within this long: the workers beat every
 * 5 s, and 15 s is their heartbeat TTL (painting-module worker/heartbeat.ts).
 */
export const ALIVE_WITHIN_MS = 15_000

/** A painting-module WorkerService record: one worker process. */
export type WorkerServiceRecord = {
  id: string
  name: string
  hostname: string
  pid: number
  queues: string[]
  status: "running" | "stopped"
  started_at: Date | string
  last_heartbeat_at: Date | string
  is_enabled: boolean
}

export type ServiceTaskCounts = { finished: number; failed: number }

export function isAlive(s: WorkerServiceRecord, now = Date.now()): boolean {
  return s.status === "running" && now - new Date(s.last_heartbeat_at).getTime() <= ALIVE_WITHIN_MS
}

export function presentService(s: WorkerServiceRecord, tasks: ServiceTaskCounts, now = Date.now()): Service {
  return {
    id: s.id,
    name: s.name,
    hostname: s.hostname,
    pid: s.pid,
    queues: s.queues,
    status: s.status,
    isEnabled: s.is_enabled,
    isAlive: isAlive(s, now),
    startedAt: new Date(s.started_at).toISOString(),
    lastHeartbeatAt: new Date(s.last_heartbeat_at).toISOString(),
    tasks,
  }
}

/** Tasks the worker finished and failed since a moment; tasks name their worker by its service name. */
export async function countServiceTasks(painting: PaintingModuleService, name: string, since: Date): Promise<ServiceTaskCounts> {
  const count = async (status: "complete" | "failed") =>
    (await painting.listAndCountTasks({ worker_id: name, status, finished_at: { $gte: since } }, { select: ["id"], take: 1 }))[1]
  const [finished, failed] = await Promise.all([count("complete"), count("failed")])
  return { finished, failed }
}

export async function findService(painting: PaintingModuleService, id: string): Promise<WorkerServiceRecord> {
  const [service] = await painting.listWorkerServices({ id }, { take: 1 })
  if (!service) throw ApiError.notFound("Service not found.")
  return service as unknown as WorkerServiceRecord
}

/**
 * Workers still registered as running or seen since `since`, newest first, each with its task
 * counts since then. Stopped workers seen long ago drop out (each process registers anew).
 */
export async function recentServices(painting: PaintingModuleService, since: Date, now = Date.now()) {
  const records = (await painting.listWorkerServices(
    { $or: [{ status: "running" }, { last_heartbeat_at: { $gte: since } }] },
    { order: { started_at: "DESC" } }
  )) as unknown as WorkerServiceRecord[]
  return Promise.all(records.map(async (s) => presentService(s, await countServiceTasks(painting, s.name, since), now)))
}
