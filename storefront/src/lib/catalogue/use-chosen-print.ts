"use client"
/**
 * The print a shopper has picked on a painting's page (size, frame, signed), shared by the
 * print chooser, which writes it, and the room mockup beside it, which hangs that variant on a
 * wall. Until the chooser has spoken (and on the server) the mockup shows the chooser's own
 * first choice, so the page renders the same picture before and after hydration.
 */
import { create } from "zustand"
import type { FrameKey, Painting, Product, ProductType } from "@petshop/contract"
import { productsForPainting } from "./print-options"

/** One catalogue variant as a mockup draws it: `variant` is its medium (product variant) id. */
export type ChosenPrint = { variant: string; widthIn: number; heightIn: number; type: ProductType; frame: FrameKey; signed: boolean }

type ChosenPrints = {
  byPainting: Record<string, ChosenPrint>
  choose: (paintingId: string, print: ChosenPrint | null) => void
}

const useChosenPrints = create<ChosenPrints>((set) => ({
  byPainting: {},
  choose: (paintingId, print) =>
    set((s) => {
      const { [paintingId]: _before, ...rest } = s.byPainting
      return { byPainting: print ? { ...rest, [paintingId]: print } : rest }
    }),
}))

/** The chooser's first choice (add-to-cart.tsx): canvas if sold, its second size, no frame, unsigned. */
export function firstPrint(products: Product[], painting: Pick<Painting, "dimensions">): ChosenPrint | null {
  const fitting = productsForPainting(products, painting)
  const type = fitting.some((p) => p.type === "canvas") ? "canvas" : "poster"
  const ofType = fitting.filter((p) => p.type === type)
  const product = ofType[Math.min(1, ofType.length - 1)]
  if (!product?.medium || !product.width || !product.height) return null
  return { variant: product.medium, widthIn: product.width, heightIn: product.height, type, frame: "none", signed: false }
}

/** Records the chooser's current print for a painting (null: none to show). */
export const useChoosePrint = () => useChosenPrints((s) => s.choose)

/** The print to show for a painting: the chooser's, else its first choice of these products. */
export function useChosenPrint(painting: Pick<Painting, "id" | "dimensions">, products: Product[]): ChosenPrint | null {
  const chosen = useChosenPrints((s) => s.byPainting[painting.id])
  return chosen ?? firstPrint(products, painting)
}
