"use client"
/** The cart review (header dropdown and /cart). Placeholder until the cart screens land. */
export function CartReview({ compact = false }: { compact?: boolean }) {
  return <div data-compact={compact}>cart loading...</div>
}
