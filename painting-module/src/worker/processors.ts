import type { Processor } from "bullmq"
import type { QueueName } from "../queues"

/**
 * The job handler of each queue. The photo pipeline and the painting engine register
 * here as they are built; until then the worker process runs and announces itself
 * but consumes nothing, so no job is taken and lost.
 */
export const processors: Partial<Record<QueueName, Processor>> = {}
