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

export function printFacts(metadata: Record<string, unknown> | null | undefined): PrintFacts | null {
  const width = Number(metadata?.width)
  const height = Number(metadata?.height)
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return null
  return {
    type: String(metadata?.type ?? "unknown"),
    medium: String(metadata?.medium ?? "unknown"),
    widthIn: width,
    heightIn: height,
    aspectRatio: (Math.min(width, height) / Math.max(width, height)).toFixed(2),
    widthPx: Math.round(width * PRINT_DPI),
    heightPx: Math.round(height * PRINT_DPI),
  }
}
