/**
 * Our products as Prodigi SKUs (https://www.prodigi.com/print-api/docs/reference/ — product
 * codes are GLOBAL-<range>-<W>X<H>): canvas is a stretched canvas (GLOBAL-CAN, mirror wrap),
 * a framed canvas is a floating-frame canvas (GLOBAL-FRA-CAN) with the frame colour attribute,
 * a poster is a fine-art print (GLOBAL-FAP). Sizes are the short side first, as Prodigi names them.
 */
export type PartnerProduct = { sku: string; attributes: Record<string, string> }

export const PRODIGI_FRAME_COLOURS: Record<string, string> = { black: "black", white: "white", walnut: "brown" }

export function prodigiProductFor(line: {
  productHandle: string | null
  type?: string | null
  widthIn: number
  heightIn: number
  frame: string
}): PartnerProduct {
  const size = `${Math.min(line.widthIn, line.heightIn)}X${Math.max(line.widthIn, line.heightIn)}`
  const poster = (line.type ?? line.productHandle ?? "").startsWith("poster")
  if (poster) return { sku: `GLOBAL-FAP-${size}`, attributes: {} }
  const colour = PRODIGI_FRAME_COLOURS[line.frame]
  if (colour) return { sku: `GLOBAL-FRA-CAN-${size}`, attributes: { color: colour } }
  return { sku: `GLOBAL-CAN-${size}`, attributes: { wrap: "MirrorWrap" } }
}
