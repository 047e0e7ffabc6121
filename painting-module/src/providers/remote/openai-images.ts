/**
 * OpenAI image edits (https://platform.openai.com/docs/api-reference/images/createEdit):
 * one synchronous multipart POST /v1/images/edits (model, image, prompt, n=1, size, quality,
 * input_fidelity) answering {data: [{b64_json}]}. GPT image models take no strength and no
 * negative prompt: the negative prompt is added to the prompt as things to avoid. Errors are
 * {error: {message, type, param, code}}. No progress is reported, so it is estimated.
 */
import type { PaintRequest } from "../painting-provider"
import type { OpenAiSettings } from "./config"
import { VendorError } from "./errors"
import { callBytes, callJson, kindOfStatus, type ErrorParser } from "./http"
import { fromBase64, rasterToPng } from "./images"
import { ACCEPTED, withEstimatedProgress } from "./progress"
import { RemoteProvider, type RemoteRun } from "./remote-provider"

const EXPECTED_MS = 45_000

export const openAiError: ErrorParser = (status, body, text) => {
  const error = ((body ?? {}) as { error?: { message?: string; type?: string; code?: string | null } }).error ?? {}
  const message = error.message || text.slice(0, 300) || `HTTP ${status}`
  const refused =
    error.code === "moderation_blocked" || error.code === "content_policy_violation" || error.type === "image_generation_user_error"
  return new VendorError(message, status, refused ? "refused" : kindOfStatus(status))
}

/** The output size of GPT image models closest to the painting's aspect. */
export function openAiSize(width: number, height: number, model: string): string {
  if (model.startsWith("dall-e")) return "1024x1024"
  const ratio = width / height
  if (ratio < 0.83) return "1024x1536"
  if (ratio > 1.2) return "1536x1024"
  return "1024x1024"
}

export function openAiPrompt(prompt: string | null, negativePrompt: string | null): string {
  const text = prompt || "a painting of a pet"
  // One line: multipart turns line breaks into CRLF.
  return negativePrompt ? `${text.replace(/[.\s]+$/, "")}. Avoid: ${negativePrompt}` : text
}

export class OpenAiImagesProvider extends RemoteProvider<OpenAiSettings> {
  readonly id = "openai"
  readonly label = "The painting service (OpenAI)"

  protected async run(request: PaintRequest, { deadline, reporter }: RemoteRun): Promise<Buffer> {
    const { base, key, model, inputFidelity, quality } = this.settings
    const form = new FormData()
    form.append("model", model)
    form.append("image", new Blob([new Uint8Array(await rasterToPng(request.source))], { type: "image/png" }), "photo.png")
    form.append("prompt", openAiPrompt(request.prompt, request.negativePrompt))
    form.append("n", "1")
    form.append("size", openAiSize(request.source.width, request.source.height, model))
    if (model.startsWith("dall-e")) {
      form.append("response_format", "b64_json")
    } else {
      if (quality) form.append("quality", quality)
      if (inputFidelity) form.append("input_fidelity", inputFidelity)
    }
    await reporter.report(ACCEPTED)
    const answer = await withEstimatedProgress(
      reporter,
      EXPECTED_MS,
      () =>
        callJson<{ data?: { b64_json?: string; url?: string }[] }>(
          `${base}/v1/images/edits`,
          { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: form },
          { deadline, parseError: openAiError }
        ),
      this.options.estimateEveryMs
    )
    const image = answer.data?.[0]
    if (image?.b64_json) return fromBase64(image.b64_json)
    if (image?.url) return (await callBytes(image.url, {}, { deadline })).bytes
    throw new VendorError("an answer without an image", null, "job")
  }
}
