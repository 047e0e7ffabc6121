import { shapeOf, type FractionBox } from "@petshop/painting-module"
import type { AccountContext } from "../accounts/account-context"
import { composePainting, type PhotoForComposition } from "./compose-painting"

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

/** A face-swap painting is the template with the pet's head in it: it takes the template's shape. */
export function templateOrientation(image: unknown): "portrait" | "landscape" | "square" | null {
  const { width, height } = (image ?? {}) as { width?: unknown; height?: unknown }
  if (typeof width !== "number" || typeof height !== "number" || width <= 0 || height <= 0) return null
  return shapeOf({ width, height })
}

export type StartPaintingOptions = {
  signature?: string | null
  isDemo?: boolean
  clientAddress?: string
  /** The shopper's crop from the wizard (checked by the painting rules); else the proposed composition. */
  crop?: FractionBox | null
}

export type PhotoForPainting = PhotoForComposition & { id: string; description: string | null }
export type StyleForPainting = {
  id: string
  title: string
  slug: string
  prompt: string
  negative_prompt: string | null
  allow_signature: boolean
  type?: string
  public_image?: unknown
  engine?: unknown
}

/**
 * The create-painting workflow's input for an account's new painting of this photo in this style
 * (the rules were checked before): the style's prompt about the photo, a fresh seed, the right shape.
 */
export function paintingInput(
  account: Pick<AccountContext, "id" | "customerId">,
  photo: PhotoForPainting,
  style: StyleForPainting,
  options: StartPaintingOptions = {}
) {
  return {
    accountId: account.id,
    customerId: account.customerId,
    clientAddress: options.clientAddress,
    painting: {
      photo_id: photo.id,
      style_id: style.id,
      title: `${style.title} portrait`,
      signature: style.allow_signature ? options.signature || null : null,
      prompt: style.prompt.replace("{description}", photo.description ?? "a pet"),
      negative_prompt: style.negative_prompt,
      // A fresh seed per painting: painting the same photo again gives a new picture.
      seed: Math.floor(Math.random() * 2 ** 31),
      is_demo: options.isDemo ?? false,
      ...paintingShape(photo, style, options.crop),
    },
  }
}

/** A face-swap painting takes its template's shape; any other is composed around the pet. */
function paintingShape(photo: PhotoForPainting, style: StyleForPainting, crop?: FractionBox | null) {
  const template =
    style.type === "face-swap" && templateOrientation((style.engine as { picture?: unknown } | null)?.picture ?? style.public_image)
  if (template) return { crop: null, ...paintingSizeFor(template) }
  const composed = composePainting(photo, crop)
  return { crop: composed.crop, ...paintingSizeFor(composed.orientation) }
}
