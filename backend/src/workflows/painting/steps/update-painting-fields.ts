import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type PaintingFields = { title?: string; is_public?: boolean; is_featured?: boolean }

/** Sets a painting's title or flags; compensation puts the fields it changed back. */
export const updatePaintingFieldsStep = createStep(
  "update-painting-fields",
  async ({ id, fields }: { id: string; fields: PaintingFields }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const keys = Object.keys(fields) as (keyof PaintingFields)[]
    const before = (await service.retrievePainting(id, { select: ["id", ...keys] })) as unknown as PaintingFields
    const painting = await service.updatePaintings({ id, ...fields })
    const previous = Object.fromEntries(keys.map((k) => [k, before[k]])) as PaintingFields
    return new StepResponse(painting, { id, previous })
  },
  async (data, { container }) => {
    if (data && Object.keys(data.previous).length) {
      await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings({ id: data.id, ...data.previous })
    }
  }
)
