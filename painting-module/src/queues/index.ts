/**
 * The BullMQ queues the painting module runs on. Producers (the backend) and consumers
 * (`npm run worker`, on any machine) agree on these names and on one Redis.
 */
export { QUEUE_NAMES, type QueueName, type TaskType } from "./queue-names"
export { queueForTask, queuesOfTask } from "./route-task"

/** Redis key prefix for everything the painting workers keep outside BullMQ. */
export const REDIS_KEY_PREFIX = "petshop"

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379"

export {
  createRedisConnection,
  watchRedis,
  watchEveryRedisClient,
  quietQueueErrors,
  isConnectionError,
  redisSeenDown,
  type RedisLog,
} from "./redis-connection"
export { queueRedisProblems } from "./redis-requirements"
export {
  jobOptionsFor,
  productionTaskId,
  isProductionTaskId,
  stylePictureTaskId,
  isStylePictureTaskId,
  STYLE_SAMPLES_PRIORITY,
  styleSamplesJobId,
  styleSamplesJobOptions,
  workWaitsBeforeStyleSamples,
  type TaskJobData,
  type PrintTargetData,
} from "./job-options"
export {
  appliedStateOf,
  appliedSettingsIdOf,
  withAppliedState,
  applyTaskId,
  isApplyTaskId,
  type AppliedPostProcess,
  type AppliedResult,
} from "./applied-post-process"
