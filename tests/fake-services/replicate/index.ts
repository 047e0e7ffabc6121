/**
 * A local server speaking Replicate's predictions API (https://replicate.com/docs/reference/http)
 * for an SD img2img model: POST /v1/predictions {version, input} and
 * POST /v1/models/{owner}/{name}/predictions {input} create a prediction (201), GET
 * /v1/predictions/{id} shows it going starting -> processing -> succeeded (logs grow with
 * diffusers' tqdm percentage lines), POST /v1/predictions/{id}/cancel cancels it. Output files
 * are served from /files/... without auth, like replicate.delivery. Errors are problem details
 * {title, detail, status}. `mode` makes the next predictions fail (as a model does on CUDA
 * out-of-memory) or hang in "processing" forever.
 */
import { randomBytes } from "node:crypto"
import {
  bearer,
  HttpAnswer,
  imageSize,
  paintLike,
  sendBytes,
  sendJson,
  startServer,
  type FakeMode,
  type RecordedRequest,
} from "../image-ai/shared"

export const FAKE_REPLICATE_VERSION = "5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa"
export const FAKE_REPLICATE_MODEL = "stability-ai/stable-diffusion-img2img"

export type Prediction = {
  id: string
  model: string
  version: string
  input: Record<string, unknown>
  logs: string
  output: string[] | null
  error: string | null
  status: "starting" | "processing" | "succeeded" | "failed" | "canceled"
  created_at: string
  started_at?: string
  completed_at?: string
  urls: { get: string; cancel: string; stream: string }
  metrics?: Record<string, number>
}

export type FakeReplicateOptions = {
  /** The only token accepted; by default any token starting r8_. */
  token?: string
  /** Sampling steps per prediction and time per step. */
  steps?: number
  stepMs?: number
  port?: number
}

export type FakeReplicate = {
  url: string
  close(): Promise<void>
  requests: RecordedRequest[]
  predictions: Map<string, Prediction>
  /** Prediction ids a cancel was asked for. */
  cancelled: string[]
  mode: FakeMode
  stepMs: number
}

const problem = (status: number, title: string, detail: string, extra: Record<string, unknown> = {}) =>
  new HttpAnswer(status, { title, detail, status, ...extra }, { "content-type": "application/problem+json" })

const bar = (pct: number) => `${"█".repeat(Math.floor(pct / 10))}${" ".repeat(10 - Math.floor(pct / 10))}`

export async function startFakeReplicate(options: FakeReplicateOptions = {}): Promise<FakeReplicate> {
  const predictions = new Map<string, Prediction>()
  const files = new Map<string, Buffer>()
  const steps = options.steps ?? 5
  let base = ""

  const state: FakeReplicate = {
    url: "",
    close: async () => undefined,
    requests: [],
    predictions,
    cancelled: [],
    mode: "ok",
    stepMs: options.stepMs ?? 40,
  }

  const authorised = (token: string | undefined) => !!token && (options.token ? token === options.token : token.startsWith("r8_"))

  function validateInput(input: unknown): { image: Buffer } {
    if (!input || typeof input !== "object")
      throw problem(422, "Input validation failed", "- input: Invalid type. Expected: object, given: null")
    const i = input as Record<string, unknown>
    const invalid: { type: string; field: string; description: string }[] = []
    if (typeof i.image !== "string" || !/^(data:image\/[a-z]+;base64,|https?:\/\/)/.test(i.image)) {
      invalid.push({ type: "format", field: "input.image", description: "Does not match format 'uri'" })
    }
    if (typeof i.prompt !== "string") invalid.push({ type: "required", field: "input.prompt", description: "prompt is required" })
    if (i.prompt_strength !== undefined && (typeof i.prompt_strength !== "number" || i.prompt_strength < 0 || i.prompt_strength > 1)) {
      invalid.push({ type: "number_range", field: "input.prompt_strength", description: "Must be less than or equal to 1" })
    }
    if (i.seed !== undefined && !Number.isInteger(i.seed))
      invalid.push({ type: "invalid_type", field: "input.seed", description: "Invalid type. Expected: integer" })
    if (invalid.length) {
      throw problem(422, "Input validation failed", invalid.map((f) => `- ${f.field}: ${f.description}`).join("\n"), {
        invalid_fields: invalid,
      })
    }
    const image = Buffer.from(String(i.image).replace(/^data:[^,]+,/, ""), "base64")
    return { image }
  }

  async function run(prediction: Prediction, image: Buffer) {
    const mode = state.mode
    const wait = () => new Promise((resolve) => setTimeout(resolve, state.stepMs))
    const cancelled = () => predictions.get(prediction.id)?.status === "canceled"
    await wait()
    if (cancelled()) return
    prediction.status = "processing"
    prediction.started_at = new Date().toISOString()
    prediction.logs = "Using seed: " + String(prediction.input.seed ?? 0) + "\n"
    if (mode === "hang") return
    for (let step = 1; step <= steps; step++) {
      await wait()
      if (cancelled()) return
      const pct = Math.round((step / steps) * 100)
      prediction.logs += `${String(pct).padStart(3)}%|${bar(pct)}| ${step}/${steps} [00:0${step}<00:00,  6.21it/s]\n`
      if (mode === "fail" && step === 2) {
        prediction.status = "failed"
        prediction.error = "CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 15.78 GiB total capacity; 13.2 GiB already allocated)"
        prediction.logs += "Traceback (most recent call last):\n  ...\ntorch.cuda.OutOfMemoryError: CUDA out of memory.\n"
        prediction.completed_at = new Date().toISOString()
        return
      }
    }
    const size = await imageSize(image)
    const output = await paintLike(image, size?.width, size?.height)
    const name = `${prediction.id}/out-0.png`
    files.set(name, output)
    prediction.output = [`${base}/files/${name}`]
    prediction.status = "succeeded"
    prediction.completed_at = new Date().toISOString()
    prediction.metrics = { predict_time: (steps * state.stepMs) / 1000 }
  }

  async function create(model: string, version: string, input: unknown): Promise<Prediction> {
    const { image } = validateInput(input)
    if (!(await imageSize(image))) throw problem(422, "Input validation failed", "- input.image: cannot identify image file")
    const id = randomBytes(13)
      .toString("base64url")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "a")
    const prediction: Prediction = {
      id,
      model,
      version,
      input: input as Record<string, unknown>,
      logs: "",
      output: null,
      error: null,
      status: "starting",
      created_at: new Date().toISOString(),
      urls: {
        get: `${base}/v1/predictions/${id}`,
        cancel: `${base}/v1/predictions/${id}/cancel`,
        stream: `${base}/v1/predictions/${id}/stream`,
      },
    }
    predictions.set(id, prediction)
    void run(prediction, image)
    return prediction
  }

  const server = await startServer(async (_req, res, r) => {
    const fileMatch = r.path.match(/^\/files\/(.+)$/)
    if (r.method === "GET" && fileMatch) {
      const file = files.get(fileMatch[1])
      if (!file) throw new HttpAnswer(404, "Not Found")
      return sendBytes(res, 200, file, "image/png")
    }
    if (!authorised(bearer(r.headers))) throw problem(401, "Unauthenticated", "You did not pass a valid authentication token")
    if (r.method === "POST" && r.path === "/v1/predictions") {
      if (r.json === undefined) throw problem(400, "Invalid JSON", "The request body is not valid JSON")
      const body = r.json as { version?: unknown; input?: unknown }
      const version = String(body.version ?? "")
      if (version !== FAKE_REPLICATE_VERSION) {
        throw problem(
          422,
          "Invalid version or not permitted",
          "The specified version does not exist (or perhaps you don't have permission to use it?)"
        )
      }
      return sendJson(res, 201, await create(FAKE_REPLICATE_MODEL, version, body.input))
    }
    const modelMatch = r.path.match(/^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/)
    if (r.method === "POST" && modelMatch) {
      const model = `${modelMatch[1]}/${modelMatch[2]}`
      if (model !== FAKE_REPLICATE_MODEL) throw problem(404, "Not found", "The requested resource could not be found.")
      return sendJson(res, 201, await create(model, FAKE_REPLICATE_VERSION, (r.json as { input?: unknown } | undefined)?.input))
    }
    const getMatch = r.path.match(/^\/v1\/predictions\/([^/]+)$/)
    if (r.method === "GET" && getMatch) {
      const prediction = predictions.get(getMatch[1])
      if (!prediction) throw problem(404, "Not found", "The requested resource could not be found.")
      return sendJson(res, 200, prediction)
    }
    const cancelMatch = r.path.match(/^\/v1\/predictions\/([^/]+)\/cancel$/)
    if (r.method === "POST" && cancelMatch) {
      const prediction = predictions.get(cancelMatch[1])
      if (!prediction) throw problem(404, "Not found", "The requested resource could not be found.")
      state.cancelled.push(prediction.id)
      if (prediction.status === "starting" || prediction.status === "processing") {
        prediction.status = "canceled"
        prediction.completed_at = new Date().toISOString()
      }
      return sendJson(res, 200, prediction)
    }
    throw problem(404, "Not found", "The requested resource could not be found.")
  }, options.port)
  base = server.url
  state.url = server.url
  state.requests = server.requests
  state.close = server.close
  return state
}
