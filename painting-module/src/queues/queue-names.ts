/** The BullMQ queues' names, apart from index.ts so the queue helpers can name them without importing the barrel. */
export const QUEUE_NAMES = ["photo", "paint"] as const
export type QueueName = (typeof QUEUE_NAMES)[number]
