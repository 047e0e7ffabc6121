/**
 * ComfyUI's server API (server.py; docs.comfy.org "Server routes" and "Websocket messages"):
 * POST /upload/image (multipart image, overwrite, type) stores the photo among its inputs;
 * POST /prompt {prompt: workflow, client_id} queues an API-format workflow with the photo,
 * prompts and seed put in; the websocket /ws?clientId= sends progress {value, max},
 * executing (node null: done), executed, execution_error, execution_interrupted, and binary
 * preview images; GET /history/{prompt_id} lists the outputs {filename, subfolder, type},
 * fetched with GET /view. History is also polled, so a lost websocket only costs the live
 * frames. On our time-out POST /interrupt and POST /queue {delete} stop the work.
 */
import { randomUUID } from "node:crypto"
import WebSocket from "ws"
import type { Raster } from "../../engine/types"
import { PaintingFailure, type PaintRequest } from "../painting-provider"
import type { ComfyNode, ComfyUiSettings } from "./config"
import { VendorError } from "./errors"
import { backoff, bestEffort, callBytes, callJson, kindOfStatus, splitCredentials, type ErrorParser } from "./http"
import { decodeToRaster, rasterToPng } from "./images"
import { ACCEPTED } from "./progress"
import { RemoteProvider, type RemoteRun } from "./remote-provider"

export type Workflow = Record<string, ComfyNode>

/** POST /prompt errors: {error: {type, message, details}, node_errors: {id: {errors: [{message, details}], class_type}}}. */
export const comfyError: ErrorParser = (status, body, text) => {
  const b = (body ?? {}) as {
    error?: { message?: string; details?: string } | string
    node_errors?: Record<string, { class_type?: string; errors?: { message?: string; details?: string }[] }>
  }
  const error = typeof b.error === "string" ? { message: b.error } : b.error
  const nodes = Object.values(b.node_errors ?? {}).flatMap((n) =>
    (n.errors ?? []).map((e) => `${n.class_type ?? "node"}: ${e.message ?? ""}${e.details ? ` (${e.details})` : ""}`)
  )
  const head = error?.message && error.details ? `${error.message.replace(/\.$/, "")} (${error.details})` : error?.message
  const message = [head, ...nodes].filter(Boolean).join("; ")
  return new VendorError(message || text.slice(0, 300) || `HTTP ${status}`, status, kindOfStatus(status))
}

/** SD 1.x img2img: checkpoint, the photo encoded to latents, two prompts, one sampler, decode, save. */
export function defaultWorkflow(checkpoint: string, steps: number): Workflow {
  return {
    "1": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: checkpoint } },
    "2": { class_type: "LoadImage", inputs: { image: "{image}" } },
    "3": { class_type: "VAEEncode", inputs: { pixels: ["2", 0], vae: ["1", 2] } },
    "4": { class_type: "CLIPTextEncode", inputs: { text: "{prompt}", clip: ["1", 1] } },
    "5": { class_type: "CLIPTextEncode", inputs: { text: "{negative_prompt}", clip: ["1", 1] } },
    "6": {
      class_type: "KSampler",
      inputs: {
        model: ["1", 0],
        seed: "{seed}",
        steps,
        cfg: 7,
        sampler_name: "euler",
        scheduler: "normal",
        positive: ["4", 0],
        negative: ["5", 0],
        latent_image: ["3", 0],
        denoise: "{denoise}",
      },
    },
    "7": { class_type: "VAEDecode", inputs: { samples: ["6", 0], vae: ["1", 2] } },
    "8": { class_type: "SaveImage", inputs: { filename_prefix: "petshop", images: ["7", 0] } },
  }
}

type Injected = { image: string; prompt: string; negativePrompt: string; seed: number; denoise: number }

/**
 * The workflow with the photo, prompts, seed and strength put in. Inputs whose value is exactly
 * "{image}", "{prompt}", "{negative_prompt}", "{seed}" or "{denoise}" are replaced. Where a
 * workflow has none of them, the photo goes into every LoadImage node, the prompts into the
 * text nodes wired to its samplers' positive and negative inputs, and the seed into its samplers.
 */
export function injectWorkflow(template: Workflow, values: Injected): Workflow {
  const workflow = structuredClone(template)
  const placeholders: Record<string, unknown> = {
    "{image}": values.image,
    "{prompt}": values.prompt,
    "{negative_prompt}": values.negativePrompt,
    "{seed}": values.seed,
    "{denoise}": values.denoise,
  }
  const used = new Set<string>()
  for (const node of Object.values(workflow)) {
    for (const [name, value] of Object.entries(node.inputs ?? {})) {
      if (typeof value === "string" && value in placeholders) {
        node.inputs[name] = placeholders[value]
        used.add(value)
      }
    }
  }
  const nodes = Object.entries(workflow)
  if (!used.has("{image}")) {
    const loaders = nodes.filter(([, n]) => n.class_type === "LoadImage")
    if (!loaders.length)
      throw new PaintingFailure(
        "The painting service (ComfyUI) is not set up correctly: its workflow has no LoadImage node. Please choose another style."
      )
    for (const [, n] of loaders) n.inputs.image = values.image
  }
  const samplers = nodes.filter(([, n]) => /KSampler|SamplerCustom/.test(n.class_type))
  const textOf = (ref: unknown, text: string) => {
    const target = Array.isArray(ref) ? workflow[String(ref[0])] : undefined
    if (target && typeof target.inputs?.text === "string") target.inputs.text = text
  }
  // Text placeholders mean the workflow says where prompts go: no guessing then.
  const guessTexts = !used.has("{prompt}") && !used.has("{negative_prompt}")
  for (const [, sampler] of samplers) {
    const { positive, negative } = sampler.inputs
    if (guessTexts) {
      textOf(positive, values.prompt)
      const sameNode = Array.isArray(positive) && Array.isArray(negative) && String(positive[0]) === String(negative[0])
      if (!sameNode) textOf(negative, values.negativePrompt)
    }
    if (!used.has("{seed}")) {
      for (const key of ["seed", "noise_seed"]) if (typeof sampler.inputs[key] === "number") sampler.inputs[key] = values.seed
    }
  }
  return workflow
}

type HistoryEntry = {
  outputs?: Record<string, { images?: { filename: string; subfolder?: string; type?: string }[] }>
  status?: { status_str?: string; completed?: boolean; messages?: [string, Record<string, unknown>][] }
}

/** The data of ComfyUI's JSON websocket messages (progress, executing, execution_error, ...), as far as it is read. */
type ComfyEventData = {
  prompt_id?: string
  value?: number
  max?: number
  node?: string | null
  node_type?: string
  exception_message?: string
}

/** ComfyUI's binary websocket frames: 4 bytes event (1 = preview image), 4 bytes format (1 JPEG, 2 PNG), the image. */
export const PREVIEW_IMAGE_EVENT = 1

export class ComfyUiProvider extends RemoteProvider<ComfyUiSettings> {
  readonly id = "comfyui"
  readonly label = "The painting service (ComfyUI)"

  protected async run(request: PaintRequest, { target, deadline, reporter, onTimeout }: RemoteRun): Promise<Buffer> {
    const { base, headers: auth } = splitCredentials(this.settings.url)
    const clientId = randomUUID()

    const form = new FormData()
    form.append(
      "image",
      new Blob([new Uint8Array(await rasterToPng(request.source))], { type: "image/png" }),
      `petshop-${randomUUID()}.png`
    )
    form.append("overwrite", "true")
    form.append("type", "input")
    const uploaded = await callJson<{ name: string; subfolder?: string; type?: string }>(
      `${base}/upload/image`,
      { method: "POST", headers: auth, body: form },
      { deadline, parseError: comfyError }
    )
    const image = uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name

    const workflow = injectWorkflow(this.settings.workflow ?? defaultWorkflow(this.settings.checkpoint, this.settings.steps), {
      image,
      prompt: request.prompt ?? "",
      negativePrompt: request.negativePrompt ?? "",
      seed: Math.abs(Math.trunc(request.seed)),
      denoise: this.settings.strength,
    })

    // Listen before queueing, so no message of this prompt is missed.
    const socket = await this.connect(base, clientId, auth, deadline.remaining())
    try {
      const queued = await callJson<{ prompt_id: string }>(
        `${base}/prompt`,
        {
          method: "POST",
          headers: { ...auth, "Content-Type": "application/json" },
          body: JSON.stringify({ prompt: workflow, client_id: clientId }),
        },
        { deadline, parseError: comfyError }
      )
      const promptId = queued.prompt_id
      onTimeout(() =>
        Promise.all([
          bestEffort(
            `${base}/interrupt`,
            { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ prompt_id: promptId }) },
            auth
          ),
          bestEffort(
            `${base}/queue`,
            { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ delete: [promptId] }) },
            auth
          ),
        ])
      )
      await reporter.report(ACCEPTED)
      const entry = await this.waitForHistory(base, auth, promptId, socket, target, { deadline, reporter })
      const output = Object.values(entry.outputs ?? {})
        .flatMap((o) => o.images ?? [])
        .sort((a, b) => Number(b.type === "output") - Number(a.type === "output"))[0]
      if (!output) throw new VendorError("the workflow finished without an image (does it end in a SaveImage node?)", null, "job")
      const query = new URLSearchParams({ filename: output.filename, subfolder: output.subfolder ?? "", type: output.type ?? "output" })
      return (await callBytes(`${base}/view?${query}`, { headers: auth }, { deadline, parseError: comfyError })).bytes
    } finally {
      socket?.terminate()
    }
  }

  /** The websocket, or null if it cannot be opened (history polling still finishes the painting). */
  private connect(base: string, clientId: string, headers: Record<string, string>, remainingMs: number): Promise<WebSocket | null> {
    const url = `${base.replace(/^http/, "ws")}/ws?clientId=${encodeURIComponent(clientId)}`
    return new Promise((resolve) => {
      const socket = new WebSocket(url, { headers, handshakeTimeout: Math.max(1, Math.min(5_000, remainingMs)) })
      socket.once("open", () => resolve(socket))
      socket.once("error", () => {
        socket.terminate()
        resolve(null)
      })
    })
  }

  private async waitForHistory(
    base: string,
    auth: Record<string, string>,
    promptId: string,
    socket: WebSocket | null,
    target: RemoteRun["target"],
    { deadline, reporter }: Pick<RemoteRun, "deadline" | "reporter">
  ): Promise<HistoryEntry> {
    let done = false
    let failure: Error | null = null
    let wake: () => void = () => undefined
    const wakeUp = () => wake()
    socket?.on("message", (data: Buffer, isBinary: boolean) => {
      if (isBinary) {
        if (data.length > 8 && data.readUInt32BE(0) === PREVIEW_IMAGE_EVENT) {
          const bytes = Buffer.from(data.subarray(8))
          void decodeToRaster(bytes, target.width, target.height).then(
            (frame: Raster) => reporter.report(reporter.reported, frame),
            () => undefined
          )
        }
        return
      }
      let message: { type?: string; data?: ComfyEventData }
      try {
        message = JSON.parse(data.toString("utf8"))
      } catch {
        return
      }
      const d = message.data ?? {}
      if (d.prompt_id !== undefined && d.prompt_id !== promptId) return
      switch (message.type) {
        case "progress":
          if (d.max !== undefined && d.max > 0) void reporter.report(Math.max(ACCEPTED, ((d.value ?? 0) / d.max) * 0.95))
          break
        case "executing":
          if (d.node === null && d.prompt_id === promptId) done = true
          break
        case "execution_success":
          done = true
          break
        case "execution_error":
          failure = new VendorError(`${d.node_type ? `${d.node_type}: ` : ""}${d.exception_message ?? "the workflow failed"}`, null, "job")
          break
        case "execution_interrupted":
          failure = new VendorError("the painting was interrupted on the server", null, "job")
          break
        default:
          return
      }
      wakeUp()
    })

    const delay = backoff(...this.pollMs)
    for (;;) {
      if (failure) throw failure
      reporter.check()
      const history = await callJson<Record<string, HistoryEntry>>(
        `${base}/history/${encodeURIComponent(promptId)}`,
        { headers: auth },
        { deadline, capMs: 10_000, parseError: comfyError }
      )
      const entry = history[promptId]
      if (entry) {
        const status = entry.status
        if (status?.status_str === "error") {
          const error = status.messages?.find(([type]) => type === "execution_error")?.[1] as
            { exception_message?: string; node_type?: string } | undefined
          throw new VendorError(
            error ? `${error.node_type ? `${error.node_type}: ` : ""}${error.exception_message ?? ""}` : "the workflow failed",
            null,
            "job"
          )
        }
        if (status?.completed || (!status && entry.outputs && Object.keys(entry.outputs).length)) return entry
      }
      // Until the websocket says it is done, poll history now and then (more often without a socket).
      const wait = done ? Math.min(delay(), 1_000) : socket && socket.readyState === WebSocket.OPEN ? Math.max(delay(), 2_000) : delay()
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(wait, deadline.remaining()))
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = () => undefined
      deadline.check()
    }
  }
}
