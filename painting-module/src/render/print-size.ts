/**
 * The print file's size: the largest product the painting's aspect ratio can be bought as,
 * at no less than 150 DPI (24x36 in -> 3600x5400 px), in the painting's orientation.
 */
export const MIN_PRINT_DPI = 150

/** A product's print area in inches (Medusa product metadata width/height). */
export type PrintProduct = { handle: string; width: number; height: number }

export type PrintTarget = {
  width: number
  height: number
  dpi: number
  /** The product the size is for (its handle and size in inches); null when none matched the aspect. */
  product: { handle: string; width: number; height: number } | null
}

/** Short side over long side, two decimals: the cart's matching key ("0.67" for 2:3). */
export const aspectKey = (width: number, height: number) => (Math.min(width, height) / Math.max(width, height)).toFixed(2)

/** Long side in inches used when no product matches the painting's aspect. */
export const FALLBACK_LONG_SIDE_IN = 36

export function printTargetFor(painting: { width: number; height: number }, products: PrintProduct[], dpi = MIN_PRINT_DPI): PrintTarget {
  const key = aspectKey(painting.width, painting.height)
  const portrait = painting.height >= painting.width
  const best = products
    .filter((p) => p.width > 0 && p.height > 0 && aspectKey(p.width, p.height) === key)
    .sort((a, b) => b.width * b.height - a.width * a.height || a.handle.localeCompare(b.handle))[0]
  const shortIn = best
    ? Math.min(best.width, best.height)
    : (FALLBACK_LONG_SIDE_IN * Math.min(painting.width, painting.height)) / Math.max(painting.width, painting.height)
  const longIn = best ? Math.max(best.width, best.height) : FALLBACK_LONG_SIDE_IN
  const shortPx = Math.round(shortIn * dpi)
  const longPx = Math.round(longIn * dpi)
  return {
    width: portrait ? shortPx : longPx,
    height: portrait ? longPx : shortPx,
    dpi,
    product: best ? { handle: best.handle, width: best.width, height: best.height } : null,
  }
}

/**
 * The print is composed (photo, cut, strokes, filters) at this multiple of the painting's own
 * size, then enlarged and finished at print scale in strips (engine/print): painting every
 * stroke at 150 DPI cost 13-36 s and 1.4-3.0 GB per style on an idle machine, this 4-11 s and
 * bounded memory at any size (issue 23).
 */
export const PRINT_BASE_SCALE = 2

/** The size the print is composed at: the painting's size times PRINT_BASE_SCALE, never more than the print. */
export function printBaseSize(painting: { width: number; height: number }, print: { width: number; height: number }) {
  const scale = Math.min(PRINT_BASE_SCALE, print.width / painting.width)
  return { width: Math.round(painting.width * scale), height: Math.round(painting.height * scale), scale }
}
