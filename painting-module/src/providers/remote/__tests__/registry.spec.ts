/** Which provider a style gets: the local engine, a configured remote service, or a readable refusal. */
import { describe, expect, it } from "vitest"
import { PaintingFailure, providerFor, providerStatus, PROVIDER_IDS } from "../.."
import { Automatic1111Provider } from "../automatic1111"
import { ComfyUiProvider } from "../comfyui"
import { remoteSettingsFromEnv } from "../config"
import { NOT_CONFIGURED_REASON } from "../errors"
import { OpenAiImagesProvider } from "../openai-images"
import { ReplicateProvider } from "../replicate"
import { StabilityProvider } from "../stability"
import { failureReason, makeSource, paintRequest } from "./helpers"

const FULL_ENV = {
  REPLICATE_API_TOKEN: "r8_x",
  REPLICATE_MODEL_VERSION: "owner/model",
  STABILITY_API_KEY: "sk-x",
  OPENAI_API_KEY: "sk-y",
  A1111_URL: "http://127.0.0.1:7860/",
  COMFYUI_URL: "http://127.0.0.1:8188",
}

describe("the provider registry", () => {
  it("knows local and the five remote services", () => {
    expect(PROVIDER_IDS).toEqual(["local", "replicate", "stability", "openai", "automatic1111", "comfyui"])
    expect(() => providerFor("midjourney", {})).toThrow(PaintingFailure)
    expect(providerStatus("midjourney", {})).toBe("unknown")
    expect(providerStatus("local", {})).toBe("ready")
  })

  it("builds each remote provider from its environment variables", () => {
    expect(providerFor("replicate", FULL_ENV)).toBeInstanceOf(ReplicateProvider)
    expect(providerFor("stability", FULL_ENV)).toBeInstanceOf(StabilityProvider)
    expect(providerFor("openai", FULL_ENV)).toBeInstanceOf(OpenAiImagesProvider)
    expect(providerFor("automatic1111", FULL_ENV)).toBeInstanceOf(Automatic1111Provider)
    expect(providerFor("comfyui", FULL_ENV)).toBeInstanceOf(ComfyUiProvider)
    // The same settings give the same provider; changed settings a new one.
    expect(providerFor("stability", FULL_ENV)).toBe(providerFor("stability", FULL_ENV))
    expect(providerFor("stability", { ...FULL_ENV, STABILITY_API_KEY: "sk-z" })).not.toBe(providerFor("stability", FULL_ENV))
    for (const id of PROVIDER_IDS) expect(providerStatus(id, FULL_ENV)).toBe("ready")
  })

  it("fails paintings of a service that is not configured at once, with the readable reason", async () => {
    for (const id of ["replicate", "stability", "openai", "automatic1111", "comfyui"]) {
      expect(providerStatus(id, {})).toBe("unconfigured")
      const reason = await failureReason(providerFor(id, {}).paint(paintRequest(makeSource(16, 16))))
      expect(reason).toBe(NOT_CONFIGURED_REASON)
    }
    expect(NOT_CONFIGURED_REASON).toBe("The painting service is not configured. Please choose another style.")
    // A token without a model is not enough for Replicate.
    expect(providerStatus("replicate", { REPLICATE_API_TOKEN: "r8_x" })).toBe("unconfigured")
  })

  it("treats wrong settings as not configured, naming the variable in the log", () => {
    expect(() => remoteSettingsFromEnv({ ...FULL_ENV, PAINTING_PROVIDER_TIMEOUT_MS: "soon" })).toThrow(/PAINTING_PROVIDER_TIMEOUT_MS/)
    expect(() => remoteSettingsFromEnv({ COMFYUI_URL: "http://x", COMFYUI_WORKFLOW: "/nonexistent/workflow.json" })).toThrow(
      /COMFYUI_WORKFLOW/
    )
    expect(providerStatus("automatic1111", { ...FULL_ENV, PAINTING_REMOTE_STRENGTH: "2" })).toBe("unconfigured")
  })

  it("reads defaults and overrides", () => {
    const settings = remoteSettingsFromEnv({ ...FULL_ENV, PAINTING_PROVIDER_TIMEOUT_MS: "5000", OPENAI_IMAGE_MODEL: "gpt-image-1-mini" })
    expect(settings.replicate).toMatchObject({ base: "https://api.replicate.com", timeoutMs: 5000, strength: 0.6 })
    expect(settings.stability).toMatchObject({ base: "https://api.stability.ai", controlStrength: 0.7 })
    expect(settings.openai).toMatchObject({ base: "https://api.openai.com", model: "gpt-image-1-mini", inputFidelity: "" })
    expect(settings.automatic1111).toMatchObject({ url: "http://127.0.0.1:7860", steps: 30, cfgScale: 7 })
    expect(settings.comfyui).toMatchObject({ url: "http://127.0.0.1:8188", workflow: null, checkpoint: "v1-5-pruned-emaonly.safetensors" })
  })
})
