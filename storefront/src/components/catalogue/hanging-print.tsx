"use client"
/**
 * A catalogue print (a home card, a size row) as a small room mockup (issue 24): the shopper's
 * own newest painting when they have one, else the demo painting the page chose, hanging in the
 * living room as that print, to scale. Until the picture loads its box shows the room's own
 * wall and floor, never an empty box. The shopper's painting is looked up once for all the
 * prints inside an OwnPaintingProvider (a page of cards or rows), not once per print.
 */
import { createContext, useContext, type ReactNode } from "react"
import type { Painting } from "@petshop/contract"
import type { ChosenPrint } from "@/lib/catalogue/print-options"
import { useLatestOwnPainting } from "@/lib/paintings/use-latest-own-painting"
import { mockupAlt, mockupSrc, mockupSrcSet, MOCKUP_THUMBNAIL_WIDTHS, roomGround } from "./mockup-sources"

type Props = {
  print: ChosenPrint
  /** The demo painting to hang when the shopper has none of their own (only what the picture needs: it crosses to the browser). */
  demo: Hangable
  className: string
  sizes: string
  testId: string
}

type Hangable = Pick<Painting, "id" | "title" | "dimensions">

const OwnPainting = createContext<Hangable | null>(null)

/** The shopper's newest painting for the HangingPrints inside. */
export function OwnPaintingProvider({ children }: { children: ReactNode }) {
  const own = useLatestOwnPainting()
  const value = own ? { id: own.id, title: own.title, dimensions: own.dimensions } : null
  return <OwnPainting.Provider value={value}>{children}</OwnPainting.Provider>
}

export function HangingPrint({ print, demo, className, sizes, testId }: Props) {
  const own = useContext(OwnPainting)
  const painting = own ?? demo
  const subject = own ? "Your painting" : demo.title?.trim() || "A pet portrait"
  return (
    <img
      className={className}
      style={{ background: roomGround("living") }}
      src={mockupSrc(painting.id, print.variant, "living", 320)}
      srcSet={mockupSrcSet(painting.id, print.variant, "living", MOCKUP_THUMBNAIL_WIDTHS)}
      sizes={sizes}
      alt={mockupAlt(print, painting, "living", subject)}
      width={320}
      height={213}
      loading="lazy"
      decoding="async"
      data-testid={testId}
      data-painting={painting.id}
      data-own={own ? "" : undefined}
    />
  )
}
