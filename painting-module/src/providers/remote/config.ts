/**
 * Settings of the remote painting services, read from the environment. A service is
 * "configured" when the variables it cannot work without are set; a style naming a service
 * that is not configured fails its paintings with a readable reason instead of hanging.
 * See ../README.md for every variable.
 */
import { readFileSync } from "node:fs"

export const REMOTE_PROVIDER_IDS = ["replicate", "stability", "openai", "automatic1111", "comfyui"] as const
export type RemoteProviderId = (typeof REMOTE_PROVIDER_IDS)[number]

export const DEFAULT_TIMEOUT_MS = 180_000
/** How far a remote img2img may move away from the photo (0 = the photo, 1 = ignore it). */
export const DEFAULT_STRENGTH = 0.6

export type CommonSettings = {
  /** The whole painting, from the first request to the last byte of the result. */
  timeoutMs: number
  strength: number
}

export type ReplicateSettings = CommonSettings & {
  token: string
  /** A version id, "owner/name:version", or "owner/name" for an official model (its own endpoint). */
  model: string
  base: string
}

export type StabilitySettings = CommonSettings & {
  key: string
  base: string
  /** How closely the result follows the photo's structure, 0..1 (Stability's default is 0.7). */
  controlStrength: number
}

export type OpenAiSettings = CommonSettings & {
  key: string
  base: string
  model: string
  /** "high" keeps the pet's features closer to the photo (gpt-image-1 and later). */
  inputFidelity: string
  quality: string
}

export type Automatic1111Settings = CommonSettings & {
  url: string
  steps: number
  cfgScale: number
  sampler: string
}

export type ComfyUiSettings = CommonSettings & {
  url: string
  /** An API-format workflow ("Save (API Format)" in ComfyUI); the built-in img2img one if none. */
  workflow: Record<string, ComfyNode> | null
  workflowPath: string
  checkpoint: string
  steps: number
}

export type ComfyNode = { class_type: string; inputs: Record<string, unknown>; _meta?: { title?: string } }

export type RemoteSettings = {
  replicate: ReplicateSettings | null
  stability: StabilitySettings | null
  openai: OpenAiSettings | null
  automatic1111: Automatic1111Settings | null
  comfyui: ComfyUiSettings | null
}

const trimmed = (value: string | undefined) => (value ?? "").trim()
const withoutSlash = (value: string) => value.replace(/\/+$/, "")

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = trimmed(env[name])
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${raw}"`)
  }
  return value
}

function loadWorkflow(path: string): Record<string, ComfyNode> | null {
  if (!path) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"))
  } catch (err) {
    throw new Error(`COMFYUI_WORKFLOW: cannot read ${path} as JSON (${(err as Error).message})`, { cause: err })
  }
  const nodes = Object.values(parsed as Record<string, unknown>)
  if (!parsed || typeof parsed !== "object" || !nodes.length || !nodes.every((n) => n && typeof n === "object" && "class_type" in n)) {
    throw new Error(`COMFYUI_WORKFLOW: ${path} is not an API-format workflow (use "Save (API Format)" in ComfyUI)`)
  }
  return parsed as Record<string, ComfyNode>
}

/** Every remote service's settings; null where its required variables are missing. */
export function remoteSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteSettings {
  const common: CommonSettings = {
    timeoutMs: number(env, "PAINTING_PROVIDER_TIMEOUT_MS", DEFAULT_TIMEOUT_MS, 100, 3_600_000),
    strength: number(env, "PAINTING_REMOTE_STRENGTH", DEFAULT_STRENGTH, 0, 1),
  }
  const replicateToken = trimmed(env.REPLICATE_API_TOKEN)
  const replicateModel = trimmed(env.REPLICATE_MODEL_VERSION)
  const stabilityKey = trimmed(env.STABILITY_API_KEY)
  const openAiKey = trimmed(env.OPENAI_API_KEY)
  const a1111 = trimmed(env.A1111_URL)
  const comfy = trimmed(env.COMFYUI_URL)
  const workflowPath = trimmed(env.COMFYUI_WORKFLOW)
  const openAiModel = trimmed(env.OPENAI_IMAGE_MODEL) || "gpt-image-1"
  return {
    replicate:
      replicateToken && replicateModel
        ? {
            ...common,
            token: replicateToken,
            model: replicateModel,
            base: withoutSlash(trimmed(env.REPLICATE_API_BASE) || "https://api.replicate.com"),
          }
        : null,
    stability: stabilityKey
      ? {
          ...common,
          key: stabilityKey,
          base: withoutSlash(trimmed(env.STABILITY_API_BASE) || "https://api.stability.ai"),
          controlStrength: number(env, "STABILITY_CONTROL_STRENGTH", 0.7, 0, 1),
        }
      : null,
    openai: openAiKey
      ? {
          ...common,
          key: openAiKey,
          base: withoutSlash(trimmed(env.OPENAI_API_BASE) || "https://api.openai.com"),
          model: openAiModel,
          // input_fidelity exists for gpt-image-1; other models get it only when asked for.
          inputFidelity:
            env.OPENAI_INPUT_FIDELITY !== undefined ? trimmed(env.OPENAI_INPUT_FIDELITY) : openAiModel === "gpt-image-1" ? "high" : "",
          quality: trimmed(env.OPENAI_IMAGE_QUALITY) || "auto",
        }
      : null,
    automatic1111: a1111
      ? {
          ...common,
          url: withoutSlash(a1111),
          steps: number(env, "A1111_STEPS", 30, 1, 150),
          cfgScale: number(env, "A1111_CFG_SCALE", 7, 1, 30),
          sampler: trimmed(env.A1111_SAMPLER),
        }
      : null,
    comfyui: comfy
      ? {
          ...common,
          url: withoutSlash(comfy),
          workflow: loadWorkflow(workflowPath),
          workflowPath,
          checkpoint: trimmed(env.COMFYUI_CHECKPOINT) || "v1-5-pruned-emaonly.safetensors",
          steps: number(env, "COMFYUI_STEPS", 30, 1, 150),
        }
      : null,
  }
}
