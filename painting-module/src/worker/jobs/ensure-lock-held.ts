/**
 * Exactly once with any number of workers: a worker whose event loop stalled past its job's
 * lock may find that BullMQ's stalled check gave the job to another worker meanwhile. Every
 * job calls this right before it writes (its result, a progress frame, the task's end or its
 * failure): while this worker still holds the lock it is renewed for a full lock duration, so
 * the write that follows is this worker's alone; otherwise the job stops without writing and
 * says so in one log line.
 */
import { WaitingError, type Job } from "bullmq"
import { LOCK_DURATION_MS } from "../painting-worker"

type LockedJob = Pick<Job, "id" | "queueName" | "token" | "extendLock">

/**
 * Thrown by a job that lost its lock. A WaitingError to BullMQ, so the worker neither completes
 * nor fails a job that is no longer its own: the lock's new holder, or the stalled check, does.
 */
export class JobLockLostError extends WaitingError {
  constructor(job: LockedJob) {
    super(`${job.queueName} job ${job.id} lost its lock; another worker runs it, so this one stopped without writing`)
  }
}

// A lock once lost is never this worker's again (each run of a job has a token of its own),
// so a job's catch block may call the guard again: it throws at once, without a second line.
const lostLocks = new WeakSet<LockedJob>()

export async function ensureLockHeld(
  job: LockedJob,
  log: (line: string) => void = (line) => console.log(`[worker] ${line}`)
): Promise<void> {
  if (lostLocks.has(job)) throw new JobLockLostError(job)
  // A job that no worker took from a queue (a benchmark calling a handler) has no lock to lose.
  if (!job.token) return
  // BullMQ's own check-and-renew, one Lua script: 1 while the lock still holds this run's token.
  if ((await job.extendLock(job.token, LOCK_DURATION_MS)) === 1) return
  lostLocks.add(job)
  const lost = new JobLockLostError(job)
  log(lost.message)
  throw lost
}
