/** The shapes of painting the shop sells (the backend's paintingSizeFor), as the wizard offers them. */
import type { PaintingOrientation } from "@petshop/contract"

export const PAINTING_SHAPES: { orientation: PaintingOrientation; label: string; aspect: number }[] = [
  { orientation: "portrait", label: "Portrait", aspect: 2 / 3 },
  { orientation: "landscape", label: "Landscape", aspect: 3 / 2 },
  { orientation: "square", label: "Square", aspect: 1 },
]

/** Width / height of a shape. */
export const aspectOf = (orientation: PaintingOrientation) => PAINTING_SHAPES.find((s) => s.orientation === orientation)!.aspect
