import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { assertCanPaint } from "../../../painting-rules/assert-can-paint"
import { createPaintingWorkflow } from "../../../workflows/painting/create-painting"
import { requireAccount } from "../../utils/account-context"
import { presentPainting, type PaintingRecord } from "../../utils/present-painting"
import type { CreatePaintingBody } from "../../validators/painting"

/**
 * The painting follows the photo's shape, so a landscape photo is not cut to a narrow
 * strip: 2:3 portrait (the spec's default 512x768), 3:2 landscape, or square; each has
 * canvases to buy it on.
 */
export function paintingSizeFor(orientation: string | null): { width: number; height: number } {
  if (orientation === "landscape") return { width: 768, height: 512 }
  if (orientation === "square") return { width: 640, height: 640 }
  return { width: 512, height: 768 }
}

/** POST /api/painting {photoId, styleId, signature}: starts painting a photo in a style. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = (req as MedusaRequest & { validatedBody: CreatePaintingBody }).validatedBody
  const { photo, style } = await assertCanPaint(req.scope, account, body)
  const { result } = await createPaintingWorkflow(req.scope).run({
    input: {
      accountId: account.id,
      customerId: account.customerId,
      painting: {
        photo_id: photo.id,
        style_id: style.id,
        title: `${style.title} portrait`,
        signature: style.allow_signature ? body.signature || null : null,
        prompt: style.prompt.replace("{description}", photo.description ?? "a pet"),
        negative_prompt: style.negative_prompt,
        // A fresh seed per painting: painting the same photo again gives a new picture.
        seed: Math.floor(Math.random() * 2 ** 31),
        ...paintingSizeFor(photo.orientation),
      },
    },
  })
  res.status(201).json(presentPainting(result.painting as unknown as PaintingRecord, { owner: true, styleSlug: style.slug }))
}
