import { LocalProvider } from "./local-provider"
import { PaintingFailure, type PaintingProvider } from "./painting-provider"

export { LocalProvider, LOCAL_RECIPES } from "./local-provider"
export { PaintingFailure, type PaintingProvider, type PaintRequest } from "./painting-provider"

const providers: Record<string, PaintingProvider> = { local: new LocalProvider() }

/** The provider a style names. */
export function providerFor(id: string): PaintingProvider {
  const provider = providers[id]
  if (!provider) throw new PaintingFailure(`The painting service "${id}" is not available. Please try again later.`)
  return provider
}
