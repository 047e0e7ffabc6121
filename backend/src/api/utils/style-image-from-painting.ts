import type { MedusaRequest } from "@medusajs/framework/http"
import type { AccountContext } from "../../accounts/account-context"
import { finishedPaintingImage as finishedImage } from "../../paintings/finished-painting-image"

/** A finished painting's image set for a style, from the request's container: paintings/finished-painting-image.ts. */
export function finishedPaintingImage(req: MedusaRequest, account: AccountContext, paintingId: string): Promise<Record<string, unknown>> {
  return finishedImage(req.scope, account, paintingId)
}
