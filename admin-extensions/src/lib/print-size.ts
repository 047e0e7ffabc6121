/** Print facts of a product, from the metadata the catalogue seed writes (type, width, height, medium). */
export const PRINT_DPI = 150

export type PrintFacts = {
  type: string
  medium: string
  widthIn: number
  heightIn: number
  aspectRatio: string
  widthPx: number
  heightPx: number
}

/** Shorter side over longer, two decimals: how the shop matches paintings to print sizes. */
export const aspectRatioOf = (width: number, height: number) => (Math.min(width, height) / Math.max(width, height)).toFixed(2)

export function printFacts(metadata: Record<string, unknown> | null | undefined): PrintFacts | null {
  const width = Number(metadata?.width)
  const height = Number(metadata?.height)
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return null
  return {
    type: String(metadata?.type ?? "unknown"),
    medium: String(metadata?.medium ?? "unknown"),
    widthIn: width,
    heightIn: height,
    aspectRatio: aspectRatioOf(width, height),
    widthPx: Math.round(width * PRINT_DPI),
    heightPx: Math.round(height * PRINT_DPI),
  }
}
