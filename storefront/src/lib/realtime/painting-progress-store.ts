/** Progress frames and status of the paintings being painted, as the live events report them. */
import { create } from "zustand"

export type PaintingLive = { frames: string[]; progress?: number; status?: string; at: number }

type ProgressState = {
  byPainting: Record<string, PaintingLive>
  frame: (paintingId: string, image: string, progress?: number) => void
  status: (paintingId: string, status: string) => void
}

export const usePaintingProgress = create<ProgressState>((set) => ({
  byPainting: {},
  frame: (id, image, progress) =>
    set((s) => {
      const prev = s.byPainting[id] ?? { frames: [], at: Date.now() }
      if (prev.frames.includes(image)) return s
      return { byPainting: { ...s.byPainting, [id]: { ...prev, frames: [...prev.frames, image], progress, at: Date.now() } } }
    }),
  status: (id, status) =>
    set((s) => ({ byPainting: { ...s.byPainting, [id]: { ...(s.byPainting[id] ?? { frames: [] }), status, at: Date.now() } } })),
}))
