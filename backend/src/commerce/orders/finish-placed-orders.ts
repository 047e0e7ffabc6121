import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordPlacedOrderWorkflow } from "../../workflows/order/record-placed-order"
import { queueOrderPrintFiles } from "./queue-order-print-files"
import { sendOrderConfirmation } from "./send-order-confirmation"

/** Orders placed in the last three days are checked... */
export const FINISH_WINDOW_MS = 3 * 24 * 3600_000
/** ...once their own order.placed subscribers have had ten minutes to do the work. */
export const FINISH_GRACE_MS = 10 * 60_000

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

/**
 * An order.placed event that was lost (the server stopped mid-way, the database blinked:
 * Medusa does not retry subscribers) must not leave a paid order without its stamp, its
 * painting links, its print files or its confirmation. This gives each recent order what the
 * subscribers would have, only where it is missing, so running it again changes nothing.
 */
export async function finishPlacedOrders(
  container: MedusaContainer,
  opts: { now?: Date; windowMs?: number; graceMs?: number } = {}
): Promise<FinishReport> {
  const now = (opts.now ?? new Date()).getTime()
  const from = new Date(now - (opts.windowMs ?? FINISH_WINDOW_MS))
  const to = new Date(now - (opts.graceMs ?? FINISH_GRACE_MS))
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const report: FinishReport = { checked: 0, recorded: [], printFiles: [], emailed: [], failed: [] }
  const BATCH = 100
  for (let skip = 0; ; skip += BATCH) {
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "status"],
      filters: { is_draft_order: false, created_at: { $gte: from, $lte: to } },
      pagination: { skip, take: BATCH, order: { created_at: "ASC" } },
    })
    for (const order of data as { id: string; status: string }[]) {
      report.checked++
      try {
        const { result } = await recordPlacedOrderWorkflow(container).run({ input: { orderId: order.id } })
        if (result.applied.length || result.linked) report.recorded.push(order.id)
        if (order.status === "canceled") continue
        const prints = await queueOrderPrintFiles(container, order.id, { onlyMissing: true })
        report.printFiles.push(...prints.queued)
        for (const f of prints.failed) report.failed.push({ orderId: order.id, reason: `print file of ${f.paintingId}: ${f.reason}` })
        if (await sendOrderConfirmation(container, order.id)) report.emailed.push(order.id)
      } catch (err) {
        // One order's trouble does not hold up the others; the next run tries it again.
        report.failed.push({ orderId: order.id, reason: (err as Error).message })
      }
    }
    if (data.length < BATCH) break
  }
  return report
}
