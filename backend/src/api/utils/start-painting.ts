import type { MedusaContainer } from "@medusajs/framework/types"
import type { AccountContext } from "../../accounts/account-context"
import { paintingInput, type PhotoForPainting, type StartPaintingOptions, type StyleForPainting } from "../../paintings/painting-input"
import { createPaintingWorkflow } from "../../workflows/painting/create-painting"
import { presentOnePainting, type PaintingRecord } from "./present-painting"

/** Runs the create-painting workflow for an account (the rules were checked before) and answers the painting as its owner sees it. */
export async function startPainting(
  scope: MedusaContainer,
  account: AccountContext,
  photo: PhotoForPainting,
  style: StyleForPainting,
  options: StartPaintingOptions = {}
) {
  const { result } = await createPaintingWorkflow(scope).run({ input: paintingInput(account, photo, style, options) })
  return presentOnePainting(scope, result.painting as unknown as PaintingRecord, true)
}
