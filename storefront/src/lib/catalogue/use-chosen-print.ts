"use client"
/**
 * The print a shopper has picked on a painting's page (size, frame, signed), shared by the
 * print chooser, which writes it, and the room mockup beside it, which hangs that variant on a
 * wall. Until the chooser has spoken (and on the server) the mockup shows the chooser's own
 * first choice, so the page renders the same picture before and after hydration.
 */
import { create } from "zustand"
import type { Painting, Product } from "@petshop/contract"
import { firstPrint, type ChosenPrint } from "./print-options"

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

/** Records the chooser's current print for a painting (null: none to show). */
export const useChoosePrint = () => useChosenPrints((s) => s.choose)

/** The print to show for a painting: the chooser's, else its first choice of these products. */
export function useChosenPrint(painting: Pick<Painting, "id" | "dimensions">, products: Product[]): ChosenPrint | null {
  const chosen = useChosenPrints((s) => s.byPainting[painting.id])
  return chosen ?? firstPrint(products, painting)
}
