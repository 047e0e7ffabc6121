/**
 * Facts about a cart that are only worth keeping to skip recomputing them (the priced
 * shipping options, the tax lines last worked out for the billing place), kept in the shared
 * cache so every backend process sees them. Losing one only costs a recomputation, so a
 * cache that cannot answer counts as a miss, never as an error.
 */
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

const keyOf = (kind: string, cartId: string) => `petshop:cart-${kind}:${cartId}`

export async function recallCartMemo<T>(container: MedusaContainer, kind: string, cartId: string): Promise<T | null> {
  try {
    return await container.resolve<ICacheService>(Modules.CACHE).get<T>(keyOf(kind, cartId))
  } catch {
    return null
  }
}

export async function keepCartMemo(container: MedusaContainer, kind: string, cartId: string, value: unknown, ttlSeconds: number) {
  try {
    await container.resolve<ICacheService>(Modules.CACHE).set(keyOf(kind, cartId), value, ttlSeconds)
  } catch {
    // Recomputed next time.
  }
}
