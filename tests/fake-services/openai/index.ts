/**
 * A local server speaking OpenAI's image edits endpoint (POST /v1/images/edits, multipart:
 * model, image or image[], prompt, n, size, quality, input_fidelity, response_format). It
 * answers {created, data: [{b64_json}], usage} at the size asked for, and errors as
 * {error: {message, type, param, code}}: 401 invalid_api_key, 400 invalid_value,
 * 400 moderation_blocked, 500 server_error.
 */
import {
  bearer,
  HttpAnswer,
  imageSize,
  paintLike,
  sendJson,
  sleep,
  startServer,
  type FakeMode,
  type RecordedRequest,
} from "../image-ai/shared"

export type FakeOpenAiMode = FakeMode | "moderate"

export type FakeOpenAiOptions = { key?: string; port?: number; delayMs?: number }

export type FakeOpenAi = {
  url: string
  close(): Promise<void>
  requests: RecordedRequest[]
  /** ok; fail (500); hang (never answers); moderate (400 moderation_blocked). */
  mode: FakeOpenAiMode
  delayMs: number
}

const MODELS: Record<string, string[]> = {
  "gpt-image-1": ["1024x1024", "1536x1024", "1024x1536", "auto"],
  "gpt-image-1-mini": ["1024x1024", "1536x1024", "1024x1536", "auto"],
  "dall-e-2": ["256x256", "512x512", "1024x1024"],
}

const error = (status: number, message: string, type: string, param: string | null = null, code: string | null = null) =>
  new HttpAnswer(status, { error: { message, type, param, code } })

const invalidValue = (param: string, value: string, allowed: string[]) =>
  error(
    400,
    `Invalid value: '${value}'. Supported values are: ${allowed.map((a) => `'${a}'`).join(", ")}.`,
    "invalid_request_error",
    param,
    "invalid_value"
  )

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const state: FakeOpenAi = { url: "", close: async () => undefined, requests: [], mode: "ok", delayMs: options.delayMs ?? 50 }

  const server = await startServer(async (req, res, r) => {
    const key = bearer(r.headers)
    if (!key || (options.key ? key !== options.key : !key.startsWith("sk-"))) {
      throw error(
        401,
        `Incorrect API key provided: ${key ? `${key.slice(0, 3)}***${key.slice(-4)}` : "(none)"}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        "invalid_request_error",
        null,
        "invalid_api_key"
      )
    }
    if (r.method !== "POST" || r.path !== "/v1/images/edits")
      throw error(404, `Invalid URL (${r.method} ${r.path})`, "invalid_request_error")
    if (!r.fields) throw error(400, "Invalid Content-Type header (expected multipart/form-data).", "invalid_request_error")
    const fields = r.fields
    const model = fields.model ?? "dall-e-2"
    if (!MODELS[model]) throw invalidValue("model", model, Object.keys(MODELS))
    const image = r.files?.find((f) => f.field === "image" || f.field === "image[]")
    if (!image) throw error(400, "Missing required parameter: 'image'.", "invalid_request_error", "image", "missing_required_parameter")
    if (!fields.prompt)
      throw error(400, "Missing required parameter: 'prompt'.", "invalid_request_error", "prompt", "missing_required_parameter")
    const size = fields.size ?? (model === "dall-e-2" ? "1024x1024" : "auto")
    if (!MODELS[model].includes(size)) throw invalidValue("size", size, MODELS[model])
    const n = Number(fields.n ?? 1)
    if (!Number.isInteger(n) || n < 1 || n > 10)
      throw error(400, `Invalid 'n': integer out of range.`, "invalid_request_error", "n", "integer_out_of_range")
    if (fields.input_fidelity !== undefined) {
      if (model === "dall-e-2")
        throw error(400, "Unknown parameter: 'input_fidelity'.", "invalid_request_error", "input_fidelity", "unknown_parameter")
      if (!["high", "low"].includes(fields.input_fidelity)) throw invalidValue("input_fidelity", fields.input_fidelity, ["high", "low"])
    }
    const input = await imageSize(image.bytes)
    if (!input || !["png", "jpeg", "webp"].includes(input.format)) {
      throw error(
        400,
        "Invalid image file or mode for image 1, please check your image file.",
        "invalid_request_error",
        "image",
        "invalid_image_file"
      )
    }

    if (state.mode === "hang") {
      await new Promise<void>((resolve) => req.socket.once("close", () => resolve()))
      return
    }
    await sleep(state.delayMs)
    if (state.mode === "fail") throw error(500, "The server had an error while processing your request. Sorry about that!", "server_error")
    if (state.mode === "moderate") {
      throw error(
        400,
        "Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.",
        "image_generation_user_error",
        null,
        "moderation_blocked"
      )
    }
    const [width, height] = size === "auto" ? [1024, 1024] : size.split("x").map(Number)
    const painted = await paintLike(image.bytes, width, height)
    const images = await Promise.all(Array.from({ length: n }, async () => ({ b64_json: painted.toString("base64") })))
    sendJson(res, 200, {
      created: Math.floor(Date.now() / 1000),
      data: images,
      usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50, input_tokens_details: { text_tokens: 10, image_tokens: 40 } },
    })
  }, options.port)
  Object.assign(state, { url: server.url, requests: server.requests, close: server.close })
  return state
}
