import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE, type ContentModuleService } from "../../../modules/content"

/** Takes an article off the site (soft delete); compensation restores it. */
export const deleteArticleStep = createStep(
  "delete-article-record",
  async (id: string, { container }) => {
    await container.resolve<ContentModuleService>(CONTENT_MODULE).softDeleteArticles(id)
    return new StepResponse({ id }, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ContentModuleService>(CONTENT_MODULE).restoreArticles(id)
  }
)
