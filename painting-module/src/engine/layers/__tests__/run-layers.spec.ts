/** The layer runner: order, history, refusal of unknown functions, defaults, validation. */
import { describe, expect, it } from "vitest"
import { PaintingFailure } from "../../../providers/painting-provider"
import type { Raster } from "../../types"
import type { LayerContext } from "../contract"
import { registerLayerFunction } from "../registry"
import { DEFAULT_LAYER_SETTINGS, layerSteps, resolveLayerSettings, runLayer, validateLayerSettings } from "../run-layers"

const calls: string[] = []
registerLayerFunction("test.add", async (input, params) => {
  calls.push(`add:${params.amount}`)
  return { ...input, data: input.data.map((v) => v + Number(params.amount)) }
})
registerLayerFunction("test.double", async (input, _params, ctx) => {
  calls.push("double")
  await ctx.onProgress(input, 0.5)
  return { width: input.width * 2, height: input.height, data: Float32Array.from([...input.data, ...input.data]) }
})
registerLayerFunction("test.mask", async (input, _params, ctx) => {
  ctx.mask = new Float32Array(input.width * input.height).fill(1)
  return input
})

const raster = (): Raster => ({ width: 1, height: 1, data: Float32Array.from([0.1, 0.2, 0.3]) })
const context = (): LayerContext => ({
  seed: 1,
  scale: 1,
  threads: 1,
  subject: null,
  mask: null,
  face: null,
  onProgress: async () => undefined,
})

describe("runLayer", () => {
  it("runs the steps in order and records each one (layer, fn, params, ms, size)", async () => {
    calls.length = 0
    const progress: number[] = []
    const { raster: out, history } = await runLayer(
      "noPost",
      [{ fn: "test.add", params: { amount: 1 } }, { fn: "test.double" }, { fn: "test.add", params: { amount: 2 } }],
      raster(),
      context(),
      { onProgress: async (_f, fraction) => void progress.push(fraction) }
    )
    expect(calls).toEqual(["add:1", "double", "add:2"])
    expect([...out.data].map((v) => +v.toFixed(3))).toEqual([3.1, 3.2, 3.3, 3.1, 3.2, 3.3])
    expect(history.map((h) => [h.layer, h.fn, h.params, h.width, h.height])).toEqual([
      ["noPost", "test.add", { amount: 1 }, 1, 1],
      ["noPost", "test.double", {}, 2, 1],
      ["noPost", "test.add", { amount: 2 }, 2, 1],
    ])
    expect(history.every((h) => typeof h.ms === "number" && h.ms >= 0)).toBe(true)
    // the second of three steps at half way: (1 + 0.5) / 3 of the layer; then the finished layer
    expect(progress).toEqual([0.5, 1])
  })

  it("refuses a list naming an unknown function before running any step", async () => {
    calls.length = 0
    const run = runLayer("noPost", [{ fn: "test.add", params: { amount: 1 } }, { fn: "noSuchFilter" }], raster(), context())
    await expect(run).rejects.toBeInstanceOf(PaintingFailure)
    await expect(run).rejects.toThrow(/unknown function "noSuchFilter"/)
    expect(calls).toEqual([])
  })

  it("shares the context between steps (a segment step leaves its mask for the next)", async () => {
    const ctx = context()
    await runLayer("segment", [{ fn: "test.mask" }], raster(), ctx)
    expect(ctx.mask).toEqual(Float32Array.from([1]))
  })

  it("does not change the input raster or the settings' params", async () => {
    const input = raster()
    const steps = [{ fn: "test.add", params: { amount: 1 } }]
    await runLayer("noPost", steps, input, context())
    expect([...input.data].map((v) => +v.toFixed(3))).toEqual([0.1, 0.2, 0.3])
    expect(steps).toEqual([{ fn: "test.add", params: { amount: 1 } }])
  })
})

describe("layer defaults", () => {
  it("fills the layers a recipe leaves out, keeps the ones it gives (an empty list too)", () => {
    const resolved = resolveLayerSettings({ noPost: [{ fn: "strokes" }], final: [] })
    expect(resolved.photo).toEqual([
      { fn: "cropToSubject", params: {} },
      { fn: "fitToSize", params: {} },
    ])
    expect(resolved.segment).toEqual([{ fn: "grabCutMask", params: {} }])
    expect(resolved.faceMap).toEqual([{ fn: "headFromMask", params: {} }])
    expect(resolved.noPost).toEqual([{ fn: "strokes", params: {} }])
    expect(resolved.final).toEqual([])
    expect(resolved.noPostHq).toEqual([])
    expect(layerSteps(null, "final")).toEqual([{ fn: "watermark", params: {} }])
    expect(DEFAULT_LAYER_SETTINGS.noPost).toEqual([])
  })
})

describe("validateLayerSettings", () => {
  it("accepts the defaults and a recipe", () => {
    expect(validateLayerSettings(resolveLayerSettings({ noPost: [{ fn: "strokes", params: { radii: [8, 4] } }] }))).toEqual([])
  })

  it("names each problem with its field", () => {
    expect(validateLayerSettings([])).toEqual([{ field: "settings", message: "Settings must be an object of layers." }])
    const errors = validateLayerSettings({
      background: [],
      photo: "cropToSubject",
      noPost: [{ fn: "strokes", params: [] }, { fn: "nope" }, { params: {} }, { fn: "strokes", extra: 1 }, 5],
    })
    expect(errors.map((e) => e.field)).toEqual([
      "settings.background",
      "settings.photo",
      "settings.noPost[0].params",
      "settings.noPost[1].fn",
      "settings.noPost[2].fn",
      "settings.noPost[3].extra",
      "settings.noPost[4]",
    ])
    expect(errors[3].message).toBe("Unknown function nope.")
  })
})
