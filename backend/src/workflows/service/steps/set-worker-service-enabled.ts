import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../../lib/errors"

/** Sets a worker's enabled flag (404 for an unknown worker); compensation puts the old flag back. */
export const setWorkerServiceEnabledStep = createStep(
  "set-worker-service-enabled",
  async ({ id, isEnabled }: { id: string; isEnabled: boolean }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const [before] = await service.listWorkerServices({ id }, { select: ["id", "is_enabled"], take: 1 })
    if (!before) throw DomainError.notFound("Service not found.")
    const updated = await service.updateWorkerServices({ id, is_enabled: isEnabled })
    return new StepResponse(updated, { id, is_enabled: before.is_enabled })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<PaintingModuleService>(PAINTING_MODULE).updateWorkerServices(previous)
  }
)
