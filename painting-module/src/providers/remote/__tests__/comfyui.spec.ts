/** ComfyUI's server API (upload, prompt, websocket, history, view), against the local ComfyUI-speaking server. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startFakeComfyUi, type FakeComfyUi } from "../../../../../tests/fake-services/comfyui"
import { ComfyUiProvider, defaultWorkflow, injectWorkflow, type Workflow } from "../comfyui"
import type { ComfyUiSettings } from "../config"
import { common, expectInvertedSource, expectProgressToOne, failureReason, fast, makeSource, meanDifference, paintRequest } from "./helpers"

let fake: FakeComfyUi
let noSocket: FakeComfyUi
const settings = (over: Partial<ComfyUiSettings> = {}): ComfyUiSettings => ({
  ...common,
  url: fake.url,
  workflow: null,
  workflowPath: "",
  checkpoint: "sd15.safetensors",
  steps: 6,
  ...over,
})

/** A workflow as ComfyUI's "Save (API Format)" writes it: no placeholders, ids in any order. */
const SAVED_WORKFLOW: Workflow = {
  "10": { class_type: "LoadImage", inputs: { image: "example.png" } },
  "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "dreamshaper_8.safetensors" } },
  "6": { class_type: "CLIPTextEncode", inputs: { text: "a cat", clip: ["4", 1] } },
  "7": { class_type: "CLIPTextEncode", inputs: { text: "ugly", clip: ["4", 1] } },
  "11": { class_type: "VAEEncode", inputs: { pixels: ["10", 0], vae: ["4", 2] } },
  "3": {
    class_type: "KSampler",
    inputs: {
      seed: 42,
      steps: 20,
      cfg: 8,
      sampler_name: "euler",
      scheduler: "normal",
      denoise: 0.55,
      model: ["4", 0],
      positive: ["6", 0],
      negative: ["7", 0],
      latent_image: ["11", 0],
    },
  },
  "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
  "9": { class_type: "SaveImage", inputs: { filename_prefix: "ComfyUI", images: ["8", 0] } },
}

beforeAll(async () => {
  fake = await startFakeComfyUi({ stepMs: 40, steps: 6 })
  noSocket = await startFakeComfyUi({ stepMs: 10, steps: 4, websocket: false })
})
afterAll(async () => {
  await fake.close()
  await noSocket.close()
})
beforeEach(() => {
  fake.mode = "ok"
  fake.requests.length = 0
})

describe("ComfyUI provider", () => {
  it("uploads the photo, queues the workflow with it and the prompts, and fetches the saved image", async () => {
    const source = makeSource(96, 144)
    const result = await new ComfyUiProvider(settings(), fast).paint(paintRequest(source))
    expectInvertedSource(result, source)

    const upload = fake.requests.find((r) => r.path === "/upload/image")!
    expect(upload.method).toBe("POST")
    expect(upload.fields).toEqual({ overwrite: "true", type: "input" })
    const file = upload.files!.find((f) => f.field === "image")!
    expect(file.filename).toMatch(/^petshop-.+\.png$/)

    const queued = fake.requests.find((r) => r.path === "/prompt")!
    const body = queued.json as { client_id: string; prompt: Workflow }
    expect(body.client_id).toMatch(/^[0-9a-f-]{36}$/)
    const nodes = body.prompt
    expect(nodes["2"].inputs.image).toBe(file.filename)
    expect(nodes["4"].inputs.text).toBe("an oil painting of a happy beagle")
    expect(nodes["5"].inputs.text).toBe("blurry, extra legs")
    expect(nodes["6"].inputs).toMatchObject({ seed: 1234, denoise: 0.6, steps: 6 })
    expect(nodes["1"].inputs.ckpt_name).toBe("sd15.safetensors")

    const history = fake.requests.filter((r) => r.path.startsWith("/history/"))
    expect(history.length).toBeGreaterThan(0)
    const view = fake.requests.find((r) => r.path === "/view")!
    expect(view.query).toEqual({ filename: expect.stringMatching(/^petshop_\d+_\.png$/), subfolder: "", type: "output" })
  })

  it("maps websocket progress {value, max} and preview images onto the painting's progress", async () => {
    const source = makeSource(64, 96)
    const request = paintRequest(source)
    const result = await new ComfyUiProvider(settings(), { ...fast, minProgressStep: 0.01 }).paint(request)
    expectProgressToOne(request.calls, result)
    const fractions = request.calls.map((c) => c.fraction)
    // The sampler's six steps, scaled into the part before the result.
    for (const step of [1, 2, 3, 4, 5, 6]) expect(fractions).toContain(Math.max(0.02, (step / 6) * 0.95))
    const previews = request.calls.filter((c) => c.fraction < 1 && c.frame !== source)
    expect(previews.length).toBeGreaterThan(0)
    expect(meanDifference(previews[previews.length - 1].frame, result)).toBeLessThan(meanDifference(source, result))
  })

  it("still finishes by polling /history when the websocket cannot be opened", async () => {
    const source = makeSource(64, 64)
    const result = await new ComfyUiProvider(settings({ url: noSocket.url }), fast).paint(paintRequest(source))
    expectInvertedSource(result, source)
  })

  it("puts the photo, prompts and seed into a saved workflow without placeholders", async () => {
    const source = makeSource(64, 64)
    await new ComfyUiProvider(settings({ workflow: SAVED_WORKFLOW }), fast).paint(paintRequest(source))
    const nodes = (fake.requests.find((r) => r.path === "/prompt")!.json as { prompt: Workflow }).prompt
    expect(nodes["10"].inputs.image).toMatch(/^petshop-.+\.png$/)
    expect(nodes["6"].inputs.text).toBe("an oil painting of a happy beagle")
    expect(nodes["7"].inputs.text).toBe("blurry, extra legs")
    expect(nodes["3"].inputs).toMatchObject({ seed: 1234, denoise: 0.55, steps: 20 })
    expect(SAVED_WORKFLOW["6"].inputs.text).toBe("a cat")
  })

  it("fails with the node's exception message on execution_error", async () => {
    fake.mode = "fail"
    expect(await failureReason(new ComfyUiProvider(settings(), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (ComfyUI) could not paint this photo: KSampler: Allocation on device 0 would exceed allowed memory. (out of memory). Please try again, or choose another style."
    )
  })

  it("reads /prompt validation errors: unknown nodes and missing inputs", async () => {
    const broken: Workflow = { ...SAVED_WORKFLOW, "12": { class_type: "UpscaleWithMagic", inputs: {} } }
    expect(await failureReason(new ComfyUiProvider(settings({ workflow: broken }), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (ComfyUI) could not paint this photo: Cannot execute because node UpscaleWithMagic does not exist (Node ID '#12'). Please try again, or choose another style."
    )
    const noLoader: Workflow = Object.fromEntries(Object.entries(SAVED_WORKFLOW).filter(([id]) => id !== "10"))
    expect(await failureReason(new ComfyUiProvider(settings({ workflow: noLoader }), fast).paint(paintRequest(makeSource(64, 64))))).toBe(
      "The painting service (ComfyUI) is not set up correctly: its workflow has no LoadImage node. Please choose another style."
    )
  })

  it("interrupts and dequeues the prompt at the time-out", async () => {
    fake.mode = "hang"
    const before = fake.interrupts
    const reason = await failureReason(new ComfyUiProvider(settings({ timeoutMs: 700 }), fast).paint(paintRequest(makeSource(64, 64))))
    expect(reason).toBe(
      "The painting service (ComfyUI) took longer than 1 second, so we stopped this painting. Please try again, or choose another style."
    )
    const promptId = [...fake.sent.values()]
      .flat()
      .map((m) => (m as { data?: { prompt_id?: string } } | null)?.data?.prompt_id)
      .filter(Boolean)
      .pop()
    expect(fake.interrupts).toBe(before + 1)
    expect(fake.deleted).toContain(promptId)
    const interrupt = fake.requests.find((r) => r.path === "/interrupt")!
    expect(interrupt.json).toEqual({ prompt_id: promptId })
  })

  it("replaces placeholders wherever a workflow puts them", () => {
    const template: Workflow = {
      "1": { class_type: "LoadImage", inputs: { image: "{image}" } },
      "2": { class_type: "CLIPTextEncode", inputs: { text: "{prompt}" } },
      "3": { class_type: "KSampler", inputs: { seed: "{seed}", denoise: "{denoise}", positive: ["2", 0], negative: ["2", 0] } },
    }
    const out = injectWorkflow(template, { image: "in.png", prompt: "a fox", negativePrompt: "", seed: 7, denoise: 0.4 })
    expect(out["1"].inputs.image).toBe("in.png")
    expect(out["2"].inputs.text).toBe("a fox")
    expect(out["3"].inputs).toMatchObject({ seed: 7, denoise: 0.4 })
    expect(Object.keys(defaultWorkflow("x", 20))).toHaveLength(8)
  })
})
