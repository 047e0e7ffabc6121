/**
 * An order.placed event that was lost (the server stopped mid-way, the database blinked:
 * Medusa does not retry subscribers) must not leave a paid order without its stamp, its
 * painting links, its print files or its confirmation. The finish-placed-orders job gives
 * each recent order what the subscribers would have, only where it is missing, so running
 * it again changes nothing. These are its window and its report.
 */

/** Orders placed in the last three days are checked... */
export const FINISH_WINDOW_MS = 3 * 24 * 3600_000
/** ...once their own order.placed subscribers have had ten minutes to do the work. */
export const FINISH_GRACE_MS = 10 * 60_000

export type FinishOptions = { now?: Date; windowMs?: number; graceMs?: number }

export type FinishReport = {
  checked: number
  /** Orders that got a missing cart stamp, test flag or painting link. */
  recorded: string[]
  /** Paintings whose print file was queued. */
  printFiles: string[]
  /** Orders whose confirmation e-mail went out. */
  emailed: string[]
  failed: { orderId: string; reason: string }[]
}

/** The creation window of the orders to finish. */
export function finishWindow(opts: FinishOptions = {}): { from: Date; to: Date } {
  const now = (opts.now ?? new Date()).getTime()
  return { from: new Date(now - (opts.windowMs ?? FINISH_WINDOW_MS)), to: new Date(now - (opts.graceMs ?? FINISH_GRACE_MS)) }
}
