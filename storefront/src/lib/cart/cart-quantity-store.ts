/**
 * Quantities the shopper has clicked but the shop has not saved yet (spec section 4: changes
 * by 1, debounced 300 ms). Shared so the header dropdown and /cart show the same number.
 */
import { create } from "zustand"

type PendingQuantities = {
  byItem: Record<string, number>
  set: (itemId: string, quantity: number) => void
  clear: (itemId: string) => void
}

export const useCartQuantities = create<PendingQuantities>((set) => ({
  byItem: {},
  set: (itemId, quantity) => set((s) => ({ byItem: { ...s.byItem, [itemId]: quantity } })),
  clear: (itemId) =>
    set((s) => {
      const { [itemId]: _gone, ...rest } = s.byItem
      return { byItem: rest }
    }),
}))
