/**
 * How a style's print is finished at print scale (finish-strip.ts), read from the steps of its
 * recipe so that an admin's edited settings get the finish their steps call for: brushwork
 * gets bristle grooves along its strokes, canvas styles canvas threads, watercolour and paper
 * styles paper tooth, flat-colour styles crisp edges and no brush marks.
 */
import type { LayerSettings, LayerStep } from "../layers/contract"
import type { PrintFinish } from "./finish-strip"

/** The finish of a painting with no recipe steps of ours (a remote provider's picture): crisp edges, a little relief. */
export const PLAIN_FINISH: PrintFinish = {
  bristles: 0,
  bristleWidth: 1.2,
  bristleLength: 8,
  weave: 0,
  weavePeriod: 4,
  paper: 0,
  paperPeriod: 3,
  relief: 0.3,
  sharpen: 0.6,
  light: 1,
}

const textureModes = (steps: LayerStep[]) =>
  new Set(steps.filter((s) => s.fn === "texture").map((s) => String((s.params as { mode?: unknown } | undefined)?.mode ?? "canvas")))

export function printFinishFor(settings: LayerSettings | null | undefined): PrintFinish {
  const steps = [...(settings?.noPost ?? []), ...(settings?.production ?? [])]
  const fns = new Set(steps.map((s) => s.fn))
  const modes = textureModes(steps)
  const finish: PrintFinish = { ...PLAIN_FINISH }
  if (fns.has("strokes")) Object.assign(finish, { bristles: 1, relief: 0.8, sharpen: 0.5 })
  else if (fns.has("kuwahara") && !fns.has("quantize")) Object.assign(finish, { bristles: 0.4, relief: 0.6 })
  if (modes.has("impasto")) Object.assign(finish, { bristles: Math.max(finish.bristles, 1.4), relief: 1.2, light: 1.3 })
  if (modes.has("canvas")) finish.weave = 0.35
  if (fns.has("watercolor") || modes.has("paper")) Object.assign(finish, { paper: 0.5, bristles: 0, weave: 0, relief: 0.2 })
  // Flat colour shapes: their edges crisp, no brush marks inside them.
  if (fns.has("quantize")) Object.assign(finish, { sharpen: 1.2, bristles: 0, relief: 0 })
  return finish
}
