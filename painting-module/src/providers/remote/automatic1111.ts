/**
 * AUTOMATIC1111's stable-diffusion-webui API (started with --api; wiki "API", /docs on the
 * server): POST /sdapi/v1/img2img {init_images: [base64], prompt, negative_prompt, seed,
 * denoising_strength, steps, cfg_scale, width, height, ...} answers {images: [base64], info}
 * when done. While it runs, GET /sdapi/v1/progress answers {progress 0..1, eta_relative,
 * state, current_image (base64 preview)}: each preview becomes a progress frame. On our
 * time-out POST /sdapi/v1/interrupt stops the sampler. Credentials in A1111_URL
 * (http://user:pass@host:7860, for --api-auth) are sent as Basic auth.
 */
import type { PaintRequest } from "../painting-provider"
import type { Automatic1111Settings } from "./config"
import { VendorError } from "./errors"
import { backoff, bestEffort, callJson, kindOfStatus, splitCredentials, type ErrorParser } from "./http"
import { decodeToRaster, fromBase64, rasterToPng, roundedSize } from "./images"
import { ACCEPTED } from "./progress"
import { RemoteProvider, type RemoteRun } from "./remote-provider"

type Progress = {
  progress?: number
  eta_relative?: number
  current_image?: string | null
  state?: { interrupted?: boolean; sampling_step?: number; sampling_steps?: number }
}

/**
 * The webui's errors: FastAPI validation {detail: [{loc, msg}]}, its API exception handler
 * {error, detail, body, errors}, or {detail: "..."} (auth, not found).
 */
export const automatic1111Error: ErrorParser = (status, body, text) => {
  const b = (body ?? {}) as { error?: string; errors?: string; detail?: string | { loc?: (string | number)[]; msg?: string }[] }
  let message: string
  if (Array.isArray(b.detail)) message = b.detail.map((d) => `${d.loc?.[d.loc.length - 1] ?? "request"}: ${d.msg ?? "invalid"}`).join("; ")
  else if (status === 404 && (b.detail === "Not Found" || !b.detail)) message = "its API is not enabled (start the webui with --api)"
  else message = b.errors || b.detail || b.error || text.slice(0, 300) || `HTTP ${status}`
  return new VendorError(message, status, kindOfStatus(status))
}

export class Automatic1111Provider extends RemoteProvider<Automatic1111Settings> {
  readonly id = "automatic1111"
  readonly label = "The painting service (AUTOMATIC1111)"

  protected async run(request: PaintRequest, { target, deadline, reporter, onTimeout }: RemoteRun): Promise<Buffer> {
    const { base, headers: auth } = splitCredentials(this.settings.url)
    const { width, height } = roundedSize(request.source.width, request.source.height, 8)
    const body: Record<string, unknown> = {
      init_images: [(await rasterToPng(request.source)).toString("base64")],
      prompt: request.prompt ?? "",
      negative_prompt: request.negativePrompt ?? "",
      seed: request.seed,
      denoising_strength: this.settings.strength,
      steps: this.settings.steps,
      cfg_scale: this.settings.cfgScale,
      width,
      height,
      batch_size: 1,
      n_iter: 1,
      send_images: true,
      save_images: false,
    }
    if (this.settings.sampler) body.sampler_name = this.settings.sampler

    onTimeout(() => bestEffort(`${base}/sdapi/v1/interrupt`, { method: "POST" }, auth))
    let settled = false
    const painting = callJson<{ images?: string[] }>(
      `${base}/sdapi/v1/img2img`,
      { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify(body) },
      { deadline, parseError: automatic1111Error }
    ).finally(() => {
      settled = true
    })
    const finished = painting.then(
      () => undefined,
      () => undefined
    )
    await reporter.report(ACCEPTED)

    const delay = backoff(...this.pollMs)
    while (!settled) {
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, Math.min(delay(), deadline.remaining())))])
      if (settled || deadline.expired()) break
      reporter.check()
      // A failed poll says nothing about the painting: the img2img answer decides.
      const progress = await callJson<Progress>(
        `${base}/sdapi/v1/progress?skip_current_image=false`,
        { headers: auth },
        { deadline, capMs: 10_000 }
      ).catch(() => null)
      if (settled || !progress || typeof progress.progress !== "number") continue
      const frame = progress.current_image
        ? await decodeToRaster(fromBase64(progress.current_image), target.width, target.height).catch(() => undefined)
        : undefined
      await reporter.report(Math.max(ACCEPTED, progress.progress * 0.95), frame)
    }
    const answer = await painting
    const image = answer.images?.[0]
    if (!image) throw new VendorError("an answer without an image", null, "job")
    return fromBase64(image)
  }
}
