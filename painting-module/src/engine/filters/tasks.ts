/** The banded filter kernels the worker threads can run (see parallel.ts, ../worker.ts). */
import { gaussBand, type GaussTask } from "../maths/blur"
import { kuwaharaBand, type KuwaharaTask } from "./kuwahara-band"
import {
  downsampleBand,
  licBand,
  noiseBand,
  shadeBand,
  tensorBand,
  upsampleBand,
  type LicTask,
  type NoiseTask,
  type ResizeTask,
  type ShadeTask,
  type TensorTask,
} from "./bands"
import { washBand, watercolorBand, type WashTask, type WatercolorTask } from "./watercolor-bands"
import { finishStrips, type FinishStripsTask } from "../print/finish-strip"

export type FilterTask =
  KuwaharaTask | GaussTask | NoiseTask | TensorTask | ResizeTask | ShadeTask | LicTask | WashTask | WatercolorTask | FinishStripsTask

const KINDS = new Set<string>([
  "kuwahara",
  "gauss",
  "noise",
  "tensor",
  "upsample",
  "downsample",
  "shade",
  "lic",
  "wash",
  "watercolor",
  "finishStrips",
])

export function isFilterTask(task: { kind: string }): task is FilterTask {
  return KINDS.has(task.kind)
}

export function runFilterTask(task: FilterTask): void {
  switch (task.kind) {
    case "kuwahara":
      return kuwaharaBand(task)
    case "gauss":
      return gaussBand(task)
    case "noise":
      return noiseBand(task)
    case "tensor":
      return tensorBand(task)
    case "upsample":
      return upsampleBand(task)
    case "downsample":
      return downsampleBand(task)
    case "shade":
      return shadeBand(task)
    case "lic":
      return licBand(task)
    case "wash":
      return washBand(task)
    case "watercolor":
      return watercolorBand(task)
    case "finishStrips":
      return finishStrips(task)
  }
}
