/**
 * A local server speaking Stability AI's Stable Image Control "structure" endpoint
 * (POST /v2beta/stable-image/control/structure, multipart: image, prompt, negative_prompt,
 * control_strength, seed, output_format). Synchronous, like the real one: with
 * `Accept: image/*` it answers the image bytes with `finish-reason` and `seed` headers, with
 * `Accept: application/json` {image (base64), finish_reason, seed}. Errors are
 * {id, name, errors[]}: 400 bad_request, 401 unauthorized, 403 content_moderation, 500.
 * The result keeps the input's aspect but not its size (scaled by `outputScale`), as the
 * real service does.
 */
import { randomBytes } from "node:crypto"
import {
  bearer,
  HttpAnswer,
  imageSize,
  paintLike,
  sendBytes,
  sendJson,
  sleep,
  startServer,
  type FakeMode,
  type RecordedRequest,
} from "../image-ai/shared"

export type FakeStabilityMode = FakeMode | "moderate" | "filter"

export type FakeStabilityOptions = { key?: string; port?: number; delayMs?: number; outputScale?: number }

export type FakeStability = {
  url: string
  close(): Promise<void>
  requests: RecordedRequest[]
  /** ok; fail (500); hang (never answers); moderate (403 content_moderation); filter (200, CONTENT_FILTERED). */
  mode: FakeStabilityMode
  delayMs: number
}

const error = (status: number, name: string, errors: string[]) =>
  new HttpAnswer(status, { id: randomBytes(16).toString("hex"), name, errors })

export async function startFakeStability(options: FakeStabilityOptions = {}): Promise<FakeStability> {
  const state: FakeStability = { url: "", close: async () => undefined, requests: [], mode: "ok", delayMs: options.delayMs ?? 50 }
  const scale = options.outputScale ?? 1.5

  const server = await startServer(async (req, res, r) => {
    if (r.method !== "POST" || r.path !== "/v2beta/stable-image/control/structure")
      throw error(404, "not_found", [`${r.method} ${r.path}: not found`])
    const key = bearer(r.headers)
    if (!key || (options.key ? key !== options.key : !key.startsWith("sk-")))
      throw error(401, "unauthorized", ["authorization: invalid or missing header value"])
    const accept = r.headers.accept ?? ""
    if (!/^(image\/\*|application\/json)$/.test(accept))
      throw error(400, "bad_request", ["accept: must be either image/* or application/json"])
    if (!r.fields && !r.files) throw error(400, "bad_request", ["content-type: must be multipart/form-data"])
    const fields = r.fields ?? {}
    const image = r.files?.find((f) => f.field === "image")
    const problems: string[] = []
    if (!image) problems.push("image: required")
    if (!fields.prompt?.trim()) problems.push("prompt: cannot be empty")
    if (fields.prompt && fields.prompt.length > 10_000) problems.push("prompt: must be at most 10000 characters")
    const strength = fields.control_strength === undefined ? 0.7 : Number(fields.control_strength)
    if (!(strength >= 0 && strength <= 1)) problems.push("control_strength: must be between 0 and 1")
    const seed = fields.seed === undefined ? 0 : Number(fields.seed)
    if (!Number.isInteger(seed) || seed < 0 || seed > 4_294_967_294) problems.push("seed: must be an integer between 0 and 4294967294")
    const format = fields.output_format ?? "png"
    if (!["png", "jpeg", "webp"].includes(format)) problems.push("output_format: must be one of png, jpeg, webp")
    const size = image ? await imageSize(image.bytes) : null
    if (image && !size) problems.push("image: cannot be decoded")
    if (size && (size.width < 64 || size.height < 64)) problems.push("image: width and height must be at least 64 pixels")
    if (problems.length) throw error(400, "bad_request", problems)

    if (state.mode === "hang") {
      await new Promise<void>((resolve) => req.socket.once("close", () => resolve()))
      return
    }
    await sleep(state.delayMs)
    if (state.mode === "fail") throw error(500, "internal_error", ["An unexpected server error has occurred, please try again later."])
    if (state.mode === "moderate") {
      throw error(403, "content_moderation", [
        "Your request was flagged by our content moderation system, as a result your request was denied and you were not charged.",
      ])
    }
    const painted = await paintLike(
      image!.bytes,
      Math.round(size!.width * scale),
      Math.round(size!.height * scale),
      format === "png" ? "png" : "jpeg"
    )
    const finishReason = state.mode === "filter" ? "CONTENT_FILTERED" : "SUCCESS"
    if (accept === "application/json") return sendJson(res, 200, { image: painted.toString("base64"), finish_reason: finishReason, seed })
    return sendBytes(res, 200, painted, format === "png" ? "image/png" : "image/jpeg", {
      "finish-reason": finishReason,
      seed: String(seed),
    })
  }, options.port)
  Object.assign(state, { url: server.url, requests: server.requests, close: server.close })
  return state
}
