/**
 * At start-up, warns when the Redis of the queues is not run as BullMQ requires (see
 * queues/redis-requirements.ts). It never delays or fails the start: a Redis that does not
 * answer is reported by the connections themselves and by /health/dependencies.
 */
import type { LoaderOptions } from "@medusajs/framework/types"
import { createRedisConnection } from "../queues/redis-connection"
import { queueRedisProblems } from "../queues/redis-requirements"
import type { PaintingModuleOptions } from "../service"

export default async function checkQueueRedis({ options, logger }: LoaderOptions<PaintingModuleOptions>): Promise<void> {
  if (!options?.redisUrl) return
  const redis = createRedisConnection(options.redisUrl, "queue redis check", { maxRetriesPerRequest: 0, lazyConnect: true })
  const warn = (line: string) => (logger ? logger.warn(line) : console.warn(line))
  redis
    .connect()
    .then(() => queueRedisProblems(redis))
    .then((problems) => {
      for (const problem of problems) warn(`[queues] Redis at ${options.redisUrl} is not run as BullMQ requires: ${problem}`)
    })
    // CONFIG may be refused by a managed Redis; that is the operator's to check, not an error.
    .catch(() => undefined)
    .finally(() => redis.disconnect())
}
