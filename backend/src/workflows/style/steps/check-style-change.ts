import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { providerStatus } from "@petshop/painting-module/providers"
import { DomainError } from "../../../lib/errors"

/**
 * The style exists (404), and a painting service it is to use is one this shop runs with its
 * settings (400 on provider): a style naming another would fail every painting.
 */
export const checkStyleChangeStep = createStep(
  "check-style-change",
  async ({ id, provider }: { id: string; provider?: string }, { container }) => {
    const [style] = await container.resolve<PaintingModuleService>(PAINTING_MODULE).listStyles({ id }, { take: 1, select: ["id"] })
    if (!style) throw DomainError.notFound("Style not found.")
    if (provider !== undefined) {
      const status = providerStatus(provider)
      if (status === "unknown") throw DomainError.invalid("provider", `There is no painting service called "${provider}".`)
      if (status === "unconfigured") {
        throw DomainError.invalid(
          "provider",
          `The painting service "${provider}" is not configured on this shop. Please choose another one.`
        )
      }
    }
    return new StepResponse({ id: style.id })
  }
)
