import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE, type ContentModuleService } from "../../../modules/content"

export type ArticleValues = {
  title?: string
  slug?: string
  summary?: string
  body?: string
  image?: Record<string, string> | null
  is_published?: boolean
  published_at?: Date
}

/** Creates an article; compensation deletes it. */
export const createArticleStep = createStep(
  "create-article-record",
  async (values: Required<Omit<ArticleValues, "image">> & { image: ArticleValues["image"] }, { container }) => {
    const article = await container.resolve<ContentModuleService>(CONTENT_MODULE).createArticles(values)
    return new StepResponse(article, article.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ContentModuleService>(CONTENT_MODULE).deleteArticles(id)
  }
)

/** Changes an article; compensation puts the previous values back. */
export const updateArticleStep = createStep(
  "update-article-record",
  async ({ id, values }: { id: string; values: ArticleValues }, { container }) => {
    const service = container.resolve<ContentModuleService>(CONTENT_MODULE)
    const keys = Object.keys(values) as (keyof ArticleValues)[]
    const before = await service.retrieveArticle(id, { select: ["id", ...keys] })
    const article = await service.updateArticles({ id, ...values })
    const previous = Object.fromEntries(keys.map((k) => [k, (before as Record<string, unknown>)[k]]))
    return new StepResponse(article, { id, previous })
  },
  async (data, { container }) => {
    if (data) await container.resolve<ContentModuleService>(CONTENT_MODULE).updateArticles({ id: data.id, ...data.previous })
  }
)
