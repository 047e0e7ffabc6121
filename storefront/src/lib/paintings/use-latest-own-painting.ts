"use client"
/**
 * The shopper's newest finished painting (issue 24): the catalogue's room mockups hang it in place
 * of a demo painting. Fetched in the browser once the account is known, so the page shows (with
 * the demo) before it; the first page of My Artworks, shared with that page's cache.
 */
import type { Painting } from "@petshop/contract"
import { useAccount } from "@/lib/session/use-account"
import { useMyPaintings } from "./use-my-paintings"

export function useLatestOwnPainting(): Painting | null {
  const account = useAccount()
  const mine = useMyPaintings({ page: 1, enabled: Boolean(account.data?.id) })
  return mine.data?.paintings.find((p) => p.status === "complete" && Boolean(p.image?.original)) ?? null
}
