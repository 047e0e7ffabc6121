"use client"
import { useWishlist } from "@/lib/paintings/use-wishlist"

/** 'Add to wishlist' / 'Remove from wishlist'; hidden where the shop has no wishlist. */
export function WishlistButton({ paintingId }: { paintingId: string }) {
  const { ids, has, toggle, pending } = useWishlist()
  if (ids === null) return null
  const inList = has(paintingId)
  return (
    <button
      type="button"
      className="button-ghost"
      aria-pressed={inList}
      disabled={ids === undefined || pending}
      onClick={() => toggle(paintingId, !inList)}
    >
      <span aria-hidden="true">{inList ? "♥" : "♡"}</span> {inList ? "Remove from wishlist" : "Add to wishlist"}
    </button>
  )
}
