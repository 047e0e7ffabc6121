"use client"

import { downloadPainting } from "@/lib/paintings/download-painting"
import type { Painting } from "@petshop/contract"
import { usePainting } from "@/lib/paintings/use-painting"

/**
 * The bought painting without its watermark: the backend answers `noWatermark` (a short-lived
 * signed link) only to the buyer of an order with it and to staff, so everyone else, its owner
 * before buying included, sees nothing here (issue 18).
 */
export function CleanDownload({ painting: initial }: { painting: Painting }) {
  const { data: live } = usePainting(initial)
  const painting = live ?? initial
  if (!painting.noWatermark) return null
  return (
    <button type="button" className="button-ghost" onClick={() => void downloadPainting(painting)}>
      Download your painting
    </button>
  )
}
