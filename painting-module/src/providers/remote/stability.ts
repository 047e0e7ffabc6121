/**
 * Stability AI, Stable Image Control "structure"
 * (https://platform.stability.ai/docs/api-reference#tag/Control/paths/~1v2beta~1stable-image~1control~1structure/post):
 * one synchronous multipart POST /v2beta/stable-image/control/structure with the photo as the
 * structure to keep (image, prompt, negative_prompt, control_strength, seed, output_format).
 * With `Accept: image/*` the answer is the image itself, its `finish-reason` header says
 * SUCCESS or CONTENT_FILTERED; with `Accept: application/json` it is {image (base64),
 * finish_reason, seed}. Errors are JSON {id, name, errors[]}. The service reports no
 * progress, so progress is estimated while the request runs.
 */
import type { PaintRequest } from "../painting-provider"
import type { StabilitySettings } from "./config"
import { VendorError } from "./errors"
import { callBytes, kindOfStatus, type ErrorParser } from "./http"
import { fromBase64, rasterToPng } from "./images"
import { ACCEPTED, withEstimatedProgress } from "./progress"
import { RemoteProvider, type RemoteRun } from "./remote-provider"

/** Stability's seeds run from 0 to 4294967294. */
export const STABILITY_MAX_SEED = 4_294_967_294
const EXPECTED_MS = 12_000

export const stabilityError: ErrorParser = (status, body, text) => {
  const b = (body ?? {}) as { name?: string; errors?: string[]; message?: string }
  const message =
    (Array.isArray(b.errors) && b.errors.length ? b.errors.join("; ") : b.message || b.name) || text.slice(0, 300) || `HTTP ${status}`
  const kind = b.name === "content_moderation" ? "refused" : kindOfStatus(status)
  return new VendorError(message, status, kind)
}

function finish(reason: string | null | undefined) {
  const value = (reason ?? "SUCCESS").toUpperCase()
  if (value === "CONTENT_FILTERED") throw new VendorError("its content filter held back the result", null, "refused")
  if (value !== "SUCCESS") throw new VendorError(`the painting ended with ${value}`, null, "job")
}

export class StabilityProvider extends RemoteProvider<StabilitySettings> {
  readonly id = "stability"
  readonly label = "The painting service (Stability AI)"

  protected async run(request: PaintRequest, { deadline, reporter }: RemoteRun): Promise<Buffer> {
    const { base, key, controlStrength } = this.settings
    const form = new FormData()
    form.append("image", new Blob([new Uint8Array(await rasterToPng(request.source))], { type: "image/png" }), "photo.png")
    form.append("prompt", request.prompt || "a painting of a pet")
    if (request.negativePrompt) form.append("negative_prompt", request.negativePrompt)
    form.append("control_strength", String(controlStrength))
    form.append("seed", String(Math.abs(Math.trunc(request.seed)) % (STABILITY_MAX_SEED + 1)))
    form.append("output_format", "png")
    await reporter.report(ACCEPTED)
    const { bytes, headers } = await withEstimatedProgress(
      reporter,
      EXPECTED_MS,
      () =>
        callBytes(
          `${base}/v2beta/stable-image/control/structure`,
          { method: "POST", headers: { Authorization: `Bearer ${key}`, Accept: "image/*" }, body: form },
          { deadline, parseError: stabilityError }
        ),
      this.options.estimateEveryMs
    )
    if ((headers.get("content-type") ?? "").includes("application/json")) {
      const json = JSON.parse(bytes.toString("utf8")) as { image?: string; finish_reason?: string }
      finish(json.finish_reason)
      if (!json.image) throw new VendorError("an answer without an image", null, "job")
      return fromBase64(json.image)
    }
    finish(headers.get("finish-reason"))
    return bytes
  }
}
