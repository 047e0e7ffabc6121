import { z } from "zod"

/** A painting worker process, with the tasks it finished and failed in the period asked for. */
export const ServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  hostname: z.string(),
  pid: z.number(),
  queues: z.array(z.string()),
  status: z.enum(["running", "stopped"]),
  isEnabled: z.boolean(),
  /** Running, and its last heartbeat is recent. */
  isAlive: z.boolean(),
  startedAt: z.string(),
  lastHeartbeatAt: z.string(),
  tasks: z.object({ finished: z.number(), failed: z.number() }),
})
export type Service = z.infer<typeof ServiceSchema>
