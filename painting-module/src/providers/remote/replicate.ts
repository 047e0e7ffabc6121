/**
 * Replicate (https://replicate.com/docs/reference/http): an image-to-image model run as a
 * prediction. POST /v1/predictions {version, input} (or POST /v1/models/{owner}/{name}/predictions
 * {input} for an official model), then GET /v1/predictions/{id} until succeeded, failed or
 * canceled; the output URL is downloaded. Progress comes from the percentages the model prints
 * in its logs (diffusers' tqdm bars), else from the status. On our time-out the prediction
 * is cancelled (POST /v1/predictions/{id}/cancel).
 *
 * Input fields follow Stability's SD img2img models on Replicate: image (a data URI), prompt,
 * negative_prompt, seed, prompt_strength.
 */
import type { PaintRequest } from "../painting-provider"
import type { ReplicateSettings } from "./config"
import { VendorError } from "./errors"
import { backoff, bestEffort, callBytes, callJson, kindOfStatus, type ErrorParser } from "./http"
import { dataUri, fromBase64, rasterToJpeg } from "./images"
import { ACCEPTED, percentFromLogs } from "./progress"
import { RemoteProvider, type RemoteRun } from "./remote-provider"

type Prediction = {
  id: string
  status: "starting" | "processing" | "succeeded" | "failed" | "canceled" | "aborted"
  output?: string | string[] | null
  error?: string | { message?: string } | null
  logs?: string | null
}

/** Replicate answers errors as problem details: {title, detail, status, invalid_fields?}. */
export const replicateError: ErrorParser = (status, body, text) => {
  const b = (body ?? {}) as { title?: string; detail?: string; invalid_fields?: { field?: string; description?: string }[] }
  const fields = (b.invalid_fields ?? []).map((f) => f.description || f.field).filter(Boolean)
  const message = [b.detail || b.title || text.slice(0, 300) || `HTTP ${status}`, ...fields].join("; ")
  return new VendorError(message, status, kindOfStatus(status))
}

const TERMINAL = new Set(["succeeded", "failed", "canceled", "aborted"])

/** Where and what to POST for the configured model. */
export function predictionEndpoint(
  base: string,
  model: string,
  input: Record<string, unknown>
): { url: string; body: Record<string, unknown> } {
  const colon = model.indexOf(":")
  if (colon >= 0) return { url: `${base}/v1/predictions`, body: { version: model.slice(colon + 1), input } }
  if (model.includes("/")) {
    const [owner, name] = model.split("/")
    return { url: `${base}/v1/models/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/predictions`, body: { input } }
  }
  return { url: `${base}/v1/predictions`, body: { version: model, input } }
}

function progressOf(prediction: Prediction): number {
  const percent = percentFromLogs(prediction.logs)
  if (percent !== null) return Math.max(0.1, percent * 0.95)
  return prediction.status === "processing" ? 0.1 : ACCEPTED
}

export class ReplicateProvider extends RemoteProvider<ReplicateSettings> {
  readonly id = "replicate"
  readonly label = "The painting service (Replicate)"

  protected async run(request: PaintRequest, { deadline, reporter, onTimeout }: RemoteRun): Promise<Buffer> {
    const { base, token, model, strength } = this.settings
    const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }
    const input: Record<string, unknown> = {
      image: dataUri(await rasterToJpeg(request.source), "image/jpeg"),
      prompt: request.prompt ?? "",
      seed: request.seed,
      prompt_strength: strength,
    }
    if (request.negativePrompt) input.negative_prompt = request.negativePrompt
    const { url, body } = predictionEndpoint(base, model, input)
    let prediction = await callJson<Prediction>(
      url,
      { method: "POST", headers, body: JSON.stringify(body) },
      { deadline, parseError: replicateError }
    )
    const predictionUrl = `${base}/v1/predictions/${encodeURIComponent(prediction.id)}`
    onTimeout(() => bestEffort(`${predictionUrl}/cancel`, { method: "POST" }, headers))
    await reporter.report(progressOf(prediction))

    const delay = backoff(...this.pollMs)
    while (!TERMINAL.has(prediction.status)) {
      await deadline.sleep(delay())
      reporter.check()
      prediction = await callJson<Prediction>(predictionUrl, { headers }, { deadline, parseError: replicateError })
      await reporter.report(progressOf(prediction))
    }
    if (prediction.status === "failed") {
      const error = typeof prediction.error === "string" ? prediction.error : prediction.error?.message
      throw new VendorError(error || "the prediction failed", null, "job")
    }
    if (prediction.status !== "succeeded") throw new VendorError("the prediction was cancelled", null, "job")

    const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output
    if (typeof output !== "string" || !output) throw new VendorError("the prediction finished without an image", null, "job")
    if (output.startsWith("data:")) return fromBase64(output)
    // Replicate's own host gets the token; a file CDN (replicate.delivery) needs none and must not see it.
    const sameHost = new URL(output, base).origin === new URL(base).origin
    const { bytes } = await callBytes(
      new URL(output, base).toString(),
      sameHost ? { headers: { Authorization: headers.Authorization } } : {},
      { deadline }
    )
    return bytes
  }
}
