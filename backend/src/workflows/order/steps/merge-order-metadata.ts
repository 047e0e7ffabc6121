import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type MergeOrderMetadataInput = {
  orderId: string
  /** Keys to set (null removes a key). */
  set?: Record<string, unknown>
  /** Keys to set only where the order has none yet (what a retried subscriber must not redo). */
  setIfMissing?: Record<string, unknown>
  /** Values to append to list keys (e.g. communications). */
  append?: Record<string, unknown>
}

export type MergeOrderMetadataResult = { metadata: Record<string, unknown>; applied: string[] }

/** Runs `job` holding the order's metadata lock; without a Locking Module, just runs it. */
async function withOrderLock<T>(container: MedusaContainer, orderId: string, job: () => Promise<T>): Promise<T> {
  let locking: { execute: <R>(keys: string | string[], job: () => Promise<R>, opts?: { timeout?: number }) => Promise<R> } | undefined
  try {
    locking = container.resolve(Modules.LOCKING)
  } catch {
    locking = undefined
  }
  return locking ? locking.execute(`order-metadata:${orderId}`, job, { timeout: 10 }) : job()
}

async function readMetadata(container: MedusaContainer, orderId: string) {
  const [order] = await container.resolve(Modules.ORDER).listOrders({ id: orderId }, { select: ["id", "metadata"] })
  if (!order) throw new Error(`Order ${orderId} not found`)
  return { ...((order.metadata ?? {}) as Record<string, unknown>) }
}

/** Medusa merges metadata key by key and removes keys set to "", so only the changed keys are sent. */
async function writeKeys(container: MedusaContainer, orderId: string, changes: Record<string, unknown>) {
  const metadata = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v === null || v === undefined ? "" : v]))
  await container.resolve(Modules.ORDER).updateOrders(orderId, { metadata })
}

/**
 * Sets and appends keys of an order's metadata, read and written under a per-order lock so
 * concurrent writers keep each other's keys. The compensation puts back the keys' old values.
 */
export const mergeOrderMetadataStep = createStep(
  "merge-order-metadata",
  async (input: MergeOrderMetadataInput, { container }) => {
    return withOrderLock(container, input.orderId, async () => {
      const metadata = await readMetadata(container, input.orderId)
      const changes: Record<string, unknown> = { ...(input.set ?? {}) }
      for (const [key, value] of Object.entries(input.setIfMissing ?? {})) {
        if (metadata[key] === undefined || metadata[key] === null || metadata[key] === "") changes[key] = value
      }
      for (const [key, value] of Object.entries(input.append ?? {})) {
        changes[key] = [...(Array.isArray(metadata[key]) ? (metadata[key] as unknown[]) : []), value]
      }
      const previous = Object.fromEntries(Object.keys(changes).map((k) => [k, metadata[k] ?? null]))
      if (Object.keys(changes).length) await writeKeys(container, input.orderId, changes)
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) delete metadata[key]
        else metadata[key] = value
      }
      const result: MergeOrderMetadataResult = { metadata, applied: Object.keys(changes) }
      return new StepResponse(result, { orderId: input.orderId, previous })
    })
  },
  async (undo, { container }) => {
    if (!undo || !Object.keys(undo.previous).length) return
    await withOrderLock(container, undo.orderId, () => writeKeys(container, undo.orderId, undo.previous))
  }
)
