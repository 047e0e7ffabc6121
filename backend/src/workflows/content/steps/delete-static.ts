import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE, type ContentModuleService } from "../../../modules/content"

/** Deletes a static asset's record (soft delete; its file stays, articles may show it); compensation restores it. */
export const deleteStaticStep = createStep(
  "delete-static-record",
  async (id: string, { container }) => {
    await container.resolve<ContentModuleService>(CONTENT_MODULE).softDeleteStaticAssets(id)
    return new StepResponse({ id }, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ContentModuleService>(CONTENT_MODULE).restoreStaticAssets(id)
  }
)
