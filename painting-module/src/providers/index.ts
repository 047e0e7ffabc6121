import { LocalProvider } from "./local-provider"
import { PaintingFailure, type PaintingProvider } from "./painting-provider"
import { REMOTE_PROVIDER_IDS, remoteSettingsFromEnv, type RemoteProviderId, type RemoteSettings } from "./remote/config"
import { NOT_CONFIGURED_REASON } from "./remote/errors"
import { Automatic1111Provider } from "./remote/automatic1111"
import { ComfyUiProvider } from "./remote/comfyui"
import { OpenAiImagesProvider } from "./remote/openai-images"
import { ReplicateProvider } from "./remote/replicate"
import { StabilityProvider } from "./remote/stability"

export { LocalProvider, LOCAL_RECIPES } from "./local-provider"
export { PaintingFailure, type PaintingProvider, type PaintRequest } from "./painting-provider"
export * from "./remote"

/** Every painting service a style may name. */
export const PROVIDER_IDS = ["local", ...REMOTE_PROVIDER_IDS] as const

const local = new LocalProvider()

const build: { [K in RemoteProviderId]: (settings: NonNullable<RemoteSettings[K]>) => PaintingProvider } = {
  replicate: (s) => new ReplicateProvider(s),
  stability: (s) => new StabilityProvider(s),
  openai: (s) => new OpenAiImagesProvider(s),
  automatic1111: (s) => new Automatic1111Provider(s),
  comfyui: (s) => new ComfyUiProvider(s),
}

/** A known service without its settings: every painting fails at once with a readable reason. */
class UnconfiguredProvider implements PaintingProvider {
  constructor(readonly id: string) {}
  async paint(): Promise<never> {
    throw new PaintingFailure(NOT_CONFIGURED_REASON)
  }
}

const isRemote = (id: string): id is RemoteProviderId => (REMOTE_PROVIDER_IDS as readonly string[]).includes(id)

/** Remote providers by id, rebuilt when their settings change (tests and restarts change the environment). */
const cache = new Map<string, { key: string; provider: PaintingProvider }>()

function remoteSettings(id: RemoteProviderId, env: NodeJS.ProcessEnv) {
  try {
    return remoteSettingsFromEnv(env)[id]
  } catch (err) {
    console.error(`[painting] the settings of the "${id}" painting service are wrong: ${(err as Error).message}`)
    return null
  }
}

/**
 * Whether a style may name `id`: "ready", "unconfigured" (a remote service whose variables are
 * not set here), or "unknown".
 */
export function providerStatus(id: string, env: NodeJS.ProcessEnv = process.env): "ready" | "unconfigured" | "unknown" {
  if (id === "local") return "ready"
  if (!isRemote(id)) return "unknown"
  return remoteSettings(id, env) ? "ready" : "unconfigured"
}

/**
 * The provider a style names, with the settings of the environment it is called in (the
 * worker's). An unknown name throws; a known remote service that is not configured gives a
 * provider whose paintings fail with "The painting service is not configured. ...".
 */
export function providerFor(id: string, env: NodeJS.ProcessEnv = process.env): PaintingProvider {
  if (id === "local") return local
  if (!isRemote(id)) throw new PaintingFailure(`The painting service "${id}" is not available. Please try again later.`)
  const settings = remoteSettings(id, env)
  if (!settings) return new UnconfiguredProvider(id)
  const key = JSON.stringify(settings)
  const cached = cache.get(id)
  if (cached?.key === key) return cached.provider
  const provider = (build[id] as (s: typeof settings) => PaintingProvider)(settings)
  cache.set(id, { key, provider })
  return provider
}
