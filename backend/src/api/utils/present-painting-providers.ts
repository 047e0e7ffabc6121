/**
 * The painting services a style may name (the local engine and the remote AI services), with
 * whether this shop can use them: the admin's provider choice lists them, and an unconfigured
 * one is shown but not offered, since its paintings would fail.
 */
import { PROVIDER_IDS, providerStatus } from "@petshop/painting-module/providers"

const LABELS: Record<string, string> = {
  local: "Local painting engine",
  replicate: "Replicate",
  stability: "Stability AI",
  openai: "OpenAI Images",
  automatic1111: "Automatic1111 (Stable Diffusion web UI)",
  comfyui: "ComfyUI",
}

export type PaintingProviderInfo = { id: string; label: string; status: "ready" | "unconfigured" }

export function presentPaintingProviders(env: NodeJS.ProcessEnv = process.env): PaintingProviderInfo[] {
  return PROVIDER_IDS.map((id) => ({ id, label: LABELS[id] ?? id, status: providerStatus(id, env) === "ready" ? "ready" : "unconfigured" }))
}
