/**
 * The local image-AI servers answer what the providers never send on purpose in the vendors'
 * own shapes: validation errors, missing auth, unknown routes.
 */
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startFakeAutomatic1111, type FakeAutomatic1111 } from "../automatic1111"
import { startFakeComfyUi, type FakeComfyUi } from "../comfyui"
import { startFakeOpenAi, type FakeOpenAi } from "../openai"
import { FAKE_REPLICATE_VERSION, startFakeReplicate, type FakeReplicate } from "../replicate"
import { startFakeStability, type FakeStability } from "../stability"

let replicate: FakeReplicate
let stability: FakeStability
let openai: FakeOpenAi
let a1111: FakeAutomatic1111
let comfy: FakeComfyUi
let png: Buffer

beforeAll(async () => {
  ;[replicate, stability, openai, a1111, comfy] = await Promise.all([
    startFakeReplicate(),
    startFakeStability(),
    startFakeOpenAi(),
    startFakeAutomatic1111({ auth: { user: "u", password: "p" } }),
    startFakeComfyUi(),
  ])
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
    .png()
    .toBuffer()
})
afterAll(() => Promise.all([replicate, stability, openai, a1111, comfy].map((f) => f.close())))

/** A fake's answer with its status; T is the body's shape where a test reads into it. */
const json = async <T = unknown>(res: Response) => ({ status: res.status, body: (await res.json()) as T })

/** A Replicate prediction, as far as the tests read it. */
type Prediction = { status: string; logs: string; output: string[]; urls: { get: string } }

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })

describe("Replicate", () => {
  it("wants a token and valid input, answering problem details", async () => {
    expect(await json(await post(`${replicate.url}/v1/predictions`, {}))).toMatchObject({ status: 401, body: { title: "Unauthenticated" } })
    const auth = { authorization: "Bearer r8_x" }
    const res = await json<{ invalid_fields: { field: string }[] }>(
      await post(
        `${replicate.url}/v1/predictions`,
        { version: FAKE_REPLICATE_VERSION, input: { image: "not a uri", prompt_strength: 3 } },
        auth
      )
    )
    expect(res).toMatchObject({ status: 422, body: { title: "Input validation failed", status: 422 } })
    expect(res.body.invalid_fields.map((f: { field: string }) => f.field)).toEqual(["input.image", "input.prompt", "input.prompt_strength"])
  })

  it("moves a prediction from starting to succeeded with an output file served without auth", async () => {
    const auth = { authorization: "Bearer r8_x" }
    const { body } = await json<Prediction>(
      await post(
        `${replicate.url}/v1/predictions`,
        { version: FAKE_REPLICATE_VERSION, input: { image: `data:image/png;base64,${png.toString("base64")}`, prompt: "x" } },
        auth
      )
    )
    expect(body.status).toBe("starting")
    let prediction = body
    for (let i = 0; i < 100 && prediction.status !== "succeeded"; i++) {
      await new Promise((r) => setTimeout(r, 30))
      prediction = (await (await fetch(body.urls.get, { headers: auth })).json()) as Prediction
    }
    expect(prediction.status).toBe("succeeded")
    expect(prediction.logs).toContain("100%|")
    const file = await fetch(prediction.output[0])
    expect(file.status).toBe(200)
    // Inverted colours: #336699 becomes #cc9966.
    const { data } = await sharp(Buffer.from(await file.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 3)]).toEqual([0xcc, 0x99, 0x66])
  })
})

describe("Stability", () => {
  it("checks Accept and the form, answering {name, errors[]}", async () => {
    const form = new FormData()
    form.append("prompt", "")
    const res = await fetch(`${stability.url}/v2beta/stable-image/control/structure`, {
      method: "POST",
      headers: { authorization: "Bearer sk-x", accept: "image/*" },
      body: form,
    })
    expect(await json(res)).toMatchObject({
      status: 400,
      body: { name: "bad_request", errors: ["image: required", "prompt: cannot be empty"] },
    })
    const wrongAccept = await fetch(`${stability.url}/v2beta/stable-image/control/structure`, {
      method: "POST",
      headers: { authorization: "Bearer sk-x", accept: "text/html" },
      body: form,
    })
    expect((await json<{ errors: string[] }>(wrongAccept)).body.errors[0]).toMatch(/^accept:/)
  })
})

describe("OpenAI", () => {
  it("refuses unsupported sizes with invalid_value", async () => {
    const form = new FormData()
    form.append("model", "gpt-image-1")
    form.append("prompt", "a dog")
    form.append("size", "512x768")
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png")
    const res = await fetch(`${openai.url}/v1/images/edits`, { method: "POST", headers: { authorization: "Bearer sk-x" }, body: form })
    expect(await json(res)).toMatchObject({
      status: 400,
      body: { error: { param: "size", code: "invalid_value", type: "invalid_request_error" } },
    })
  })
})

describe("AUTOMATIC1111", () => {
  it("wants Basic auth with --api-auth, validates like FastAPI and reports idle progress", async () => {
    expect(await json(await post(`${a1111.url}/sdapi/v1/img2img`, {}))).toEqual({
      status: 401,
      body: { detail: "Incorrect username or password" },
    })
    const auth = { authorization: `Basic ${Buffer.from("u:p").toString("base64")}` }
    expect(await json(await post(`${a1111.url}/sdapi/v1/img2img`, { prompt: "x" }, auth))).toEqual({
      status: 422,
      body: { detail: [{ loc: ["body", "init_images"], msg: "field required", type: "value_error.missing" }] },
    })
    const idle = await json(await fetch(`${a1111.url}/sdapi/v1/progress`, { headers: auth }))
    expect(idle.body).toMatchObject({ progress: 0, current_image: null, state: { job_count: 0 } })
  })
})

describe("ComfyUI", () => {
  it("uploads without overwrite as a new name, and refuses prompts without outputs or with missing images", async () => {
    const upload = async (overwrite: string) => {
      const form = new FormData()
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "pet.png")
      form.append("overwrite", overwrite)
      return (await fetch(`${comfy.url}/upload/image`, { method: "POST", body: form })).json()
    }
    expect(await upload("true")).toEqual({ name: "pet.png", subfolder: "", type: "input" })
    expect(await upload("false")).toEqual({ name: "pet (1).png", subfolder: "", type: "input" })
    expect(
      await json(await post(`${comfy.url}/prompt`, { prompt: { "1": { class_type: "LoadImage", inputs: { image: "pet.png" } } } }))
    ).toMatchObject({
      status: 400,
      body: { error: { type: "prompt_no_outputs", message: "Prompt has no outputs" } },
    })
    const missing = await json(
      await post(`${comfy.url}/prompt`, {
        prompt: {
          "1": { class_type: "LoadImage", inputs: { image: "nope.png" } },
          "2": { class_type: "SaveImage", inputs: { images: ["1", 0] } },
        },
      })
    )
    expect(missing).toMatchObject({
      status: 400,
      body: { error: { type: "prompt_outputs_failed_validation" }, node_errors: { "1": { class_type: "LoadImage" } } },
    })
    expect(await json(await fetch(`${comfy.url}/history/unknown`))).toEqual({ status: 200, body: {} })
  })
})
