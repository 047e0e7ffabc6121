/**
 * A local server speaking AUTOMATIC1111's webui API (started with --api):
 * POST /sdapi/v1/img2img holds the request while it "samples" step by step and answers
 * {images: [base64 PNG], parameters, info}; meanwhile GET /sdapi/v1/progress answers
 * {progress, eta_relative, state, current_image, textinfo} with a preview between the photo
 * and the result; POST /sdapi/v1/interrupt stops the sampler, which then answers with what
 * it has, as the webui does. One job at a time (a queue lock), like the webui. Errors as the
 * webui sends them: FastAPI validation 422 {detail: [{loc, msg, type}]}, its API exception
 * handler 500 {error, detail, body, errors}, and 401 {detail} with --api-auth (`auth`).
 */
import {
  HttpAnswer,
  imageSize,
  paintLike,
  partway,
  resizedPng,
  sendJson,
  startServer,
  type FakeMode,
  type RecordedRequest,
} from "../image-ai/shared"

export type FakeAutomatic1111Options = { auth?: { user: string; password: string }; port?: number; stepMs?: number }

/** POST /sdapi/v1/img2img's JSON: the fields the fake reads, and any other parameter (echoed back). */
type Img2ImgBody = {
  init_images?: unknown[]
  denoising_strength?: number
  steps?: number
  width?: number
  height?: number
  prompt?: string
  seed?: number
  [parameter: string]: unknown
}

type Job = { steps: number; step: number; interrupted: boolean; input: Buffer; painted: Buffer; preview: Buffer | null; started: number }

export type FakeAutomatic1111 = {
  url: string
  close(): Promise<void>
  requests: RecordedRequest[]
  /** ok; fail (out of memory after two steps); hang (stuck at step 0 until interrupted). */
  mode: FakeMode
  stepMs: number
  /** How many interrupts arrived. */
  interrupts: number
}

const validation = (loc: string, msg: string, type = "value_error") => new HttpAnswer(422, { detail: [{ loc: ["body", loc], msg, type }] })
const apiError = (error: string, errors: string) => new HttpAnswer(500, { error, detail: "", body: "", errors })

export async function startFakeAutomatic1111(options: FakeAutomatic1111Options = {}): Promise<FakeAutomatic1111> {
  const state: FakeAutomatic1111 = {
    url: "",
    close: async () => undefined,
    requests: [],
    mode: "ok",
    stepMs: options.stepMs ?? 40,
    interrupts: 0,
  }
  let job: Job | null = null
  let queue: Promise<void> = Promise.resolve()
  const expected = options.auth ? `Basic ${Buffer.from(`${options.auth.user}:${options.auth.password}`).toString("base64")}` : null

  async function img2img(json: unknown): Promise<unknown> {
    // The fields the webui reads; until checked here, any may be missing or of another type.
    const body = json as Img2ImgBody | null | undefined
    if (!body || typeof body !== "object") throw validation("__root__", "value is not a valid dict", "type_error.dict")
    if (!Array.isArray(body.init_images) || body.init_images.length === 0)
      throw validation("init_images", "field required", "value_error.missing")
    const strength = body.denoising_strength ?? 0.75
    if (typeof strength !== "number" || strength < 0 || strength > 1)
      throw validation("denoising_strength", "ensure this value is less than or equal to 1")
    const steps = body.steps ?? 20
    if (!Number.isInteger(steps) || steps < 1) throw validation("steps", "value is not a valid integer", "type_error.integer")
    const width = body.width ?? 512
    const height = body.height ?? 512
    const input = Buffer.from(String(body.init_images[0]).replace(/^data:[^,]+,/, ""), "base64")
    if (!(await imageSize(input)))
      throw apiError("UnidentifiedImageError", "cannot identify image file <_io.BytesIO object at 0x7f3a2c1b8e50>")

    // The webui runs one job at a time.
    let release!: () => void
    const previous = queue
    queue = new Promise<void>((resolve) => (release = resolve))
    await previous
    try {
      const mode = state.mode
      const painted = await paintLike(input, width, height)
      job = {
        steps,
        step: 0,
        interrupted: false,
        input: await resizedPng(input, width, height),
        painted,
        preview: null,
        started: Date.now(),
      }
      const current = job
      while (current.step < current.steps && !current.interrupted) {
        await new Promise((resolve) => setTimeout(resolve, state.stepMs))
        if (current.interrupted) break
        if (mode === "hang") continue
        current.step++
        current.preview = await partway(current.input, current.painted, current.step / current.steps)
        if (mode === "fail" && current.step === 2) {
          throw apiError(
            "OutOfMemoryError",
            "CUDA out of memory. Tried to allocate 3.00 GiB (GPU 0; 7.79 GiB total capacity; 5.12 GiB already allocated)"
          )
        }
      }
      // Interrupted: the webui answers with the image as far as it got.
      const image = current.interrupted ? (current.preview ?? current.input) : current.painted
      const { init_images: _omit, ...parameters } = body
      return {
        images: [image.toString("base64")],
        parameters,
        info: JSON.stringify({ prompt: body.prompt ?? "", seed: body.seed ?? -1, width, height, steps, denoising_strength: strength }),
      }
    } finally {
      job = null
      release()
    }
  }

  function progress(skipImage: boolean) {
    if (!job) {
      return {
        progress: 0,
        eta_relative: 0,
        state: {
          skipped: false,
          interrupted: false,
          job: "",
          job_count: 0,
          job_timestamp: "0",
          job_no: 0,
          sampling_step: 0,
          sampling_steps: 0,
        },
        current_image: null,
        textinfo: null,
      }
    }
    const fraction = job.step / job.steps
    const elapsed = (Date.now() - job.started) / 1000
    return {
      progress: fraction,
      eta_relative: fraction > 0 ? (elapsed / fraction) * (1 - fraction) : 0,
      state: {
        skipped: false,
        interrupted: job.interrupted,
        job: "img2img",
        job_count: 1,
        job_timestamp: new Date(job.started).toISOString().replace(/\D/g, "").slice(0, 14),
        job_no: 0,
        sampling_step: job.step,
        sampling_steps: job.steps,
      },
      current_image: skipImage || !job.preview ? null : job.preview.toString("base64"),
      textinfo: null,
    }
  }

  const server = await startServer(async (_req, res, r) => {
    if (expected && r.headers.authorization !== expected)
      throw new HttpAnswer(401, { detail: "Incorrect username or password" }, { "www-authenticate": "Basic" })
    if (r.method === "POST" && r.path === "/sdapi/v1/img2img") return sendJson(res, 200, await img2img(r.json))
    if (r.method === "GET" && r.path === "/sdapi/v1/progress") return sendJson(res, 200, progress(r.query.skip_current_image === "true"))
    if (r.method === "POST" && r.path === "/sdapi/v1/interrupt") {
      state.interrupts++
      if (job) job.interrupted = true
      return sendJson(res, 200, {})
    }
    throw new HttpAnswer(404, { detail: "Not Found" })
  }, options.port)
  Object.assign(state, { url: server.url, requests: server.requests, close: server.close })
  return state
}
