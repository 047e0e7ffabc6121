import { model } from "@medusajs/framework/utils"

/** A worker process, registered at start and kept alive by its heartbeat. */
export const WorkerService = model.define("worker_service", {
  id: model.id({ prefix: "wsvc" }).primaryKey(),
  name: model.text(),
  hostname: model.text(),
  pid: model.number(),
  queues: model.array(),
  status: model.enum(["running", "stopped"]).default("running"),
  started_at: model.dateTime(),
  last_heartbeat_at: model.dateTime(),
  is_enabled: model.boolean().default(true),
})
