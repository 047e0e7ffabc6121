import type { Raster } from "../engine"

/** A painting failure whose reason a customer can read; it is not retried. */
export class PaintingFailure extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

export type PaintRequest = {
  source: Raster
  recipe: string
  prompt: string | null
  negativePrompt: string | null
  seed: number
  /** 1 for the preview; 2 for the HQ image: strokes scale with it so the HQ looks like the preview the customer chose. */
  scale: number
  threads: number
  onProgress: (frame: Raster, fraction: number) => Promise<void>
}

/** Who paints a style: the local engine, or a remote AI service. */
export interface PaintingProvider {
  readonly id: string
  paint(request: PaintRequest): Promise<Raster>
}
