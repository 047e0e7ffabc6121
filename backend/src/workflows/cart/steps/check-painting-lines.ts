import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertPaintingLines, type KnownPrintRows, type PaintingLine } from "../../../commerce/cart/cart-rules"

/**
 * The rule Medusa's addToCartWorkflow checks in its validate hook (workflows/hooks), for lines
 * the shop's own lean workflow writes: prints of paintings the cart's customer may buy, on a
 * product of the painting's shape. Rows the workflow read already (choose-print) are not read again.
 */
export const checkPaintingLinesStep = createStep(
  "check-painting-lines",
  async (input: { customer_id: string | null; lines: PaintingLine[]; known?: KnownPrintRows }, { container }) => {
    await assertPaintingLines(container, input.customer_id, input.lines, input.known)
    return new StepResponse(undefined)
  }
)
