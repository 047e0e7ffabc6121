/**
 * The BullMQ queues' names, apart from index.ts so the queue helpers can name them without importing the barrel.
 * `production` holds the print-file renders (minutes each), so previews on `paint` never wait behind them.
 */
export const QUEUE_NAMES = ["photo", "paint", "production"] as const
export type QueueName = (typeof QUEUE_NAMES)[number]

/** A task record's type: print-file tasks are paint tasks whose job runs on the production queue. */
export type TaskType = Exclude<QueueName, "production">
